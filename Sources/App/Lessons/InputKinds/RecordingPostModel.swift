import Essentials
import Foundation
import Models

/// The third input kind, added to the composition approach: a camera recording.
///
/// This file is the whole change. `PostCore`, `FilePostModel` and `AssetPostModel` were not
/// touched, and could not have been broken. Compare the other approaches: a third optional
/// and a branch in every member, a third case in each of four switches, a third subclass that
/// must remember every override, a third source type (approach 5), or a third case and a line
/// in each forwarding switch (approach 6, which holds this model as its `.recording` case).
public final class RecordingPostModel {
  /// The recording to post.
  public let recording: Recording
  private var core: PostCore

  /// A model for `recording`.
  public init(recording: Recording, server: LessonServer) {
    self.recording = recording
    self.core = PostCore(server: server)
  }

  /// The caption, kept by the shared part.
  public var caption: String {
    get { core.caption }
    set { core.caption = newValue }
  }
  /// What the screen says it will post.
  public var sourceDescription: String { "recording, \(DurationText.clock(recording.duration))" }
  /// Whether Post is enabled.
  public var canPost: Bool { core.captionIsValid }
  /// Posts the recording.
  public func post() throws(LessonError) -> Int { try core.post(recording.file) }
}
