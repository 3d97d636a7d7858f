import Essentials

/// A count its owner reports each time it changes, which a test can wait on: how a test learns
/// that every caller of a request has joined its flight, or that every session task has ended,
/// without polling.
///
/// ```swift
/// await client.coalescer.waiting.wait { $0 >= 8 }  // all eight callers are waiting now
/// ```
final class CountSignal: Sendable {
  private struct Waiter {
    let id: Int
    let isEnough: @Sendable (Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var count = 0
    var lastID = 0
    var waiters: [Waiter] = []
  }

  private let state = Locked(State())

  /// Records the count as it is now, and wakes the waits it satisfies.
  func report(_ count: Int) {
    let ready = state.withLock { state in
      state.count = count
      defer { state.waiters.removeAll { $0.isEnough(count) } }
      return state.waiters.filter { $0.isEnough(count) }
    }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Returns once the count satisfies `isEnough`, or the waiting task is cancelled (a test's
  /// time limit then fails the test instead of hanging the run).
  func wait(until isEnough: @escaping @Sendable (Int) -> Bool) async {
    let id = state.withLock { state in
      state.lastID += 1
      return state.lastID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let enough = state.withLock { state in
          guard !isEnough(state.count) else { return true }
          state.waiters.append(Waiter(id: id, isEnough: isEnough, continuation: continuation))
          return false
        }
        if enough { continuation.resume() } else if Task.isCancelled { stopWaiting(id) }
      }
    } onCancel: {
      stopWaiting(id)
    }
  }

  private func stopWaiting(_ id: Int) {
    let waiter = state.withLock { state in
      state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
    }
    waiter?.continuation.resume()
  }
}
