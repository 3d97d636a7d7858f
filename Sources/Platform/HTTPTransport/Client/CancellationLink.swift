import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Ties one call's Swift task to the `URLSessionTask` serving it, whichever comes first.
///
/// Cancellation can arrive before the session task exists, before `resume()`, or while it runs:
/// the link records which came first, so a cancelled call's task never starts or is told to stop.
final class CancellationLink: Sendable {
  private enum State {
    case waiting
    case attached(URLSessionTask)
    case cancelled
  }

  private let state = Locked(State.waiting)

  /// Records the task that serves the call. Returns `false` if the call was already cancelled,
  /// in which case the caller must not resume the task.
  func attach(_ task: URLSessionTask) -> Bool {
    state.withLock { state in
      guard case .waiting = state else { return false }
      state = .attached(task)
      return true
    }
  }

  /// Marks the call cancelled and stops its task, if there is one yet.
  ///
  /// Called from `onCancel`, which holds the cancelled task's status lock; on Linux
  /// `URLSessionTask.cancel()` may wait on a queue that needs that lock (LINUX-NOTES.md, note 2,
  /// corelibs #5412). So the cancel is sent from a new task, after the handler has returned.
  func cancel() {
    let task: URLSessionTask? = state.withLock { state in
      defer { state = .cancelled }
      guard case .attached(let task) = state else { return nil }
      return task
    }
    guard let task else { return }
    Task.detached { task.cancel() }
  }
}
