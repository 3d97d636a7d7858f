import Foundation

/// What the recording screen needs from a camera: record one clip, report how long it is so
/// far, and stop when asked.
///
/// Given, not part of the exercise: in the kit this protocol would sit in Models beside
/// `MediaLibrary`, and a platform's camera would conform to it in a module of its own. Tests
/// drive a fake that plays the camera's part.
///
/// ```swift
/// for try await event in camera.record() {
///   switch event {
///   case .recorded(let duration): show(duration)
///   case .finished(let clip): post(clip)
///   }
/// }
/// ```
public protocol Camera: Sendable {
  /// Starts recording a clip.
  ///
  /// The stream yields `recorded` any number of times, the time recorded so far, never going
  /// backwards; then, once ``stop()`` is called, `finished` with the clip's file, and ends. It
  /// throws when the camera fails (no permission, no space). Cancelling the consuming task
  /// stops the recording and keeps no clip.
  func record() -> AsyncThrowingStream<RecordingEvent, any Error>

  /// Ends the recording under way: its stream then yields `finished` and ends.
  func stop() async
}

/// What a recording reports as it goes, in order: `recorded` any number of times, then
/// `finished` once.
public enum RecordingEvent: Hashable, Sendable {
  /// The clip is this long so far.
  case recorded(Duration)
  /// The recording ended; the clip is this local file.
  case finished(URL)
}
