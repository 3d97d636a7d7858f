import Essentials
import Models
import Networking

/// Everything a ``ThumbnailLoader`` reported, and a way to wait for a particular report.
///
/// A test waits for "eight callers joined the flight" instead of sleeping and hoping they did.
final class LoaderEvents: Sendable {
  private struct State {
    var events: [ThumbnailLoader.Event] = []
    var waiters: [(ThumbnailLoader.Event, CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  /// Every event so far, in order.
  var all: [ThumbnailLoader.Event] { state.withLock { $0.events } }

  /// The handler to pass as the loader's `onEvent`.
  var handler: @Sendable (ThumbnailLoader.Event) -> Void {
    { event in self.record(event) }
  }

  /// Returns once `event` has been reported (at once if it already was).
  func wait(for event: ThumbnailLoader.Event) async {
    await withCheckedContinuation { continuation in
      let seen = state.withLock { state in
        guard state.events.contains(event) else {
          state.waiters.append((event, continuation))
          return false
        }
        return true
      }
      if seen { continuation.resume() }
    }
  }

  private func record(_ event: ThumbnailLoader.Event) {
    let ready = state.withLock { state in
      state.events.append(event)
      let ready = state.waiters.filter { $0.0 == event }.map(\.1)
      state.waiters.removeAll { $0.0 == event }
      return ready
    }
    ready.forEach { $0.resume() }
  }
}
