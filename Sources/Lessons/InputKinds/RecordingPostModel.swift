import Foundation
import Models

/// The third input kind, added to the composition approach: a camera recording.
///
/// This file is the whole change. `PostCore`, `FilePostModel` and `AssetPostModel` were not
/// touched, and could not have been broken. Compare the other approaches: a third optional
/// and a branch in every member, a third case in every switch (and a silent fall into any
/// `default:`), or a third subclass that must remember every override.
public final class RecordingPostModel {
  /// The recording to post.
  public let recording: Recording
  /// The shared part.
  public var core: PostCore

  /// A model for `recording`.
  public init(recording: Recording, server: LessonServer) {
    self.recording = recording
    self.core = PostCore(server: server)
  }

  /// What the screen says it will post.
  public var sourceDescription: String { "recording, \(DurationText.clock(recording.duration))" }
  /// Whether Post is enabled.
  public var canPost: Bool { core.captionIsValid }
  /// Posts the recording.
  public func post() throws(LessonError) -> Int { try core.post(recording.file) }
}
