import ViewModels

/// Why the recording screen refused an intent. A refused intent changes nothing.
///
/// Given, not part of the exercise. The recording's own steps have refusals the other kinds
/// lack, so they are cases of their own; what the posting part refuses is passed on whole in
/// ``posting(_:)``, the way the Gallery wraps each screen's errors in one refusal enum. In the
/// kit, these would be worded by the coordinator, like every refusal.
public enum RecordingIntentError: Error, Hashable, Sendable {
  /// `post` while the camera is still recording.
  case stillRecording
  /// `stopRecording` with nothing being recorded.
  case notRecording
  /// `post` with no clip to post: the recording failed or its file cannot be posted; `retry`
  /// records again.
  case noClip
  /// The posting part refused, for this reason.
  case posting(VideoPostError)
}
