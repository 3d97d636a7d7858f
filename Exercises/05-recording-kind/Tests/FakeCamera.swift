import Essentials
import Exercise05
import Foundation
import Models

/// A camera a test drives: it says how long the clip is, fails, or ends with a clip when the
/// screen stops it.
///
/// What the test tells the camera before the screen has started recording is kept and played
/// as soon as it does, so a test never races the screen's task to the camera.
final class FakeCamera: Camera {
  private enum Command {
    case show(Duration)
    case fail(FakeCameraFailure)
    case finish
    case end
  }

  private struct State {
    var current: AsyncThrowingStream<RecordingEvent, any Error>.Continuation?
    var pending: [Command] = []
    var recordings = 0
    var abandoned = 0
    var stops = 0
  }

  /// The file every recording ends in.
  let clip: URL
  private let state = Locked(State())

  init(clip: URL) {
    self.clip = clip
  }

  /// How many recordings the screen started.
  var recordings: Int { state.withLock { $0.recordings } }

  /// How many recordings the screen stopped listening to before they ended.
  var abandoned: Int { state.withLock { $0.abandoned } }

  /// How many times the screen called ``stop()``.
  var stops: Int { state.withLock { $0.stops } }

  func record() -> AsyncThrowingStream<RecordingEvent, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: RecordingEvent.self)
    continuation.onTermination = { [weak self] ending in
      guard case .cancelled = ending else { return }
      self?.state.withLock { $0.abandoned += 1 }
    }
    state.withLock { state in
      state.recordings += 1
      state.current = continuation
      let pending = state.pending
      state.pending = []
      for command in pending { Self.apply(command, to: &state, clip: clip) }
    }
    return stream
  }

  func stop() async {
    state.withLock { $0.stops += 1 }
    send(.finish)
  }

  /// The clip is `duration` long so far.
  func show(_ duration: Duration) {
    send(.show(duration))
  }

  /// The recording ends without a clip, as a camera that breaks its promise might.
  func endWithoutAClip() {
    send(.end)
  }

  /// The recording fails with `message`.
  func fail(_ message: String) {
    send(.fail(FakeCameraFailure(description: message)))
  }

  private func send(_ command: Command) {
    state.withLock { state in
      if state.current == nil {
        state.pending.append(command)
      } else {
        Self.apply(command, to: &state, clip: clip)
      }
    }
  }

  private static func apply(_ command: Command, to state: inout State, clip: URL) {
    guard let current = state.current else { return state.pending.append(command) }
    switch command {
    case .show(let duration):
      current.yield(.recorded(duration))
    case .fail(let failure):
      state.current = nil
      current.finish(throwing: failure)
    case .finish:
      state.current = nil
      current.yield(.finished(clip))
      current.finish()
    case .end:
      state.current = nil
      current.finish()
    }
  }
}

/// Why the fake camera failed, in its own words.
struct FakeCameraFailure: Error, Hashable, CustomStringConvertible {
  let description: String
}
