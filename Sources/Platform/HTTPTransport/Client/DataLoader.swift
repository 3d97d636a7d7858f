import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's only delegate: runs data tasks and routes each task's callbacks to its handler.
///
/// Why one delegate and a registry (LINUX-NOTES.md, note 3): on Linux a per-task `task.delegate`
/// receives nothing, while a session delegate sees every task, on both platforms. So the loader
/// keeps a handler per running task, by task identifier, and fans the callbacks out to them.
final class DataLoader: NSObject, Sendable {
  /// What the loader keeps for one data task until it completes.
  struct Handler {
    let continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
    let limits: TransferLimits
    var body = Data()
    /// Why the loader stopped the task itself; reported instead of the cancellation that causes.
    var refusal: HTTPClient.Failure?
    /// The URLs this task has been redirected to, in order.
    var redirects: [URL] = []
    /// Hears how many bytes of an upload's body have been sent so far.
    var onBodySent: (@Sendable (Int64) -> Void)? = nil
  }

  private struct State {
    var handlers: [Int: Handler] = [:]
    /// Tasks refused and told to cancel, not yet completed.
    var refused: Set<Int> = []
  }

  private let state = Locked(State())
  /// Whether the session was invalidated, under a lock of its own that only `start` and
  /// `invalidate` take. Creating a task waits for the session's work queue, which can be
  /// waiting for a slot in the delegate queue (its back-pressure), whose callback waits for
  /// `state`: holding `state` while creating a task would close that circle.
  private let isInvalidated = Locked(false)
  /// The session's delegate queue, told while a refused task winds down; nil for a loader
  /// used with a session of its own (tests).
  private let queue: DelegateQueue?

  init(queue: DelegateQueue? = nil) {
    self.queue = queue
  }

  /// The number of tasks started and not yet finished; tests use it to prove nothing leaks.
  var pendingCount: Int { state.withLock { $0.handlers.count } }

  /// The session tasks under way, reported at each change: tests wait on it to know every
  /// task has ended.
  let pending = CountSignal()

  /// Runs `request` on `session` (with `body`, as an upload task; `onBodySent` hears the bytes
  /// sent so far) and returns the answer once the task completes. Cancelling the calling task
  /// cancels the session task; breaking one of `limits` fails with its `HTTPClient.Failure`.
  func data(
    for request: URLRequest, in session: URLSession, limits: TransferLimits = .none,
    uploading body: Data? = nil, onBodySent: (@Sendable (Int64) -> Void)? = nil
  ) async throws -> (Data, HTTPURLResponse) {
    try Task.checkCancellation()
    let link = CancellationLink()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        start(
          request, in: session, limits: limits, link: link, uploading: body,
          onBodySent: onBodySent, continuation: continuation)
      }
    } onCancel: {
      link.cancel()
    }
  }

  /// Stops every task and releases the session; later requests fail with `URLError(.cancelled)`.
  ///
  /// Calls in flight fail at once; the session is invalidated off the caller's thread.
  /// Invalidating cancels each task, and on Linux a task's `cancel()` waits for the session's
  /// work queue, which a server sending without pause can keep busy for seconds, or for as
  /// long as it sends (LINUX-NOTES.md, note 17): a `quit` must not wait for that.
  func invalidate(_ session: URLSession) {
    let wasValid = isInvalidated.withLock { invalidated in
      defer { invalidated = true }
      return !invalidated
    }
    guard wasValid else { return }
    let pending = state.withLock { state in
      defer { state.handlers.removeAll() }
      return Array(state.handlers.values)
    }
    for handler in pending { handler.continuation.resume(throwing: URLError(.cancelled)) }
    Thread.detachNewThread { session.invalidateAndCancel() }  // off the pool, as in `stop`
  }

  /// Creates, registers and resumes the task; with `body`, an upload task sending it.
  private func start(
    _ request: URLRequest, in session: URLSession, limits: TransferLimits, link: CancellationLink,
    uploading body: Data?, onBodySent: (@Sendable (Int64) -> Void)?,
    continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
  ) {
    // The task is created and registered under `isInvalidated`'s lock, so `invalidate` cannot
    // slip in between the check and the creation (creating a task on an invalidated session
    // traps, on Linux and on Darwin) and finds the handler once it has. Not under `state`: see
    // `isInvalidated`.
    let task: URLSessionTask? = isInvalidated.withLock { invalidated in
      guard !invalidated else { return nil }
      let task: URLSessionTask =
        if let body { session.uploadTask(with: request, from: body) } else {
          session.dataTask(with: request)
        }
      state.withLock { state in
        state.handlers[task.taskIdentifier] = Handler(
          continuation: continuation, limits: limits, onBodySent: onBodySent)
        pending.report(state.handlers.count)
      }
      return task
    }
    guard let task else {
      continuation.resume(throwing: URLError(.cancelled))
      return
    }
    if link.attach(task) {
      task.resume()
      return
    }
    // Cancelled before it started: finish here, then cancel it (safe: this is not a cancellation
    // handler) so the session forgets it.
    removeHandler(task.taskIdentifier)?.continuation.resume(throwing: CancellationError())
    task.cancel()
  }

  /// Takes task `id`'s handler out of the registry. Whoever gets it resumes its continuation,
  /// so each caller is resumed exactly once however completion and cancellation interleave.
  private func removeHandler(_ id: Int) -> Handler? {
    state.withLock { state in
      defer { pending.report(state.handlers.count) }
      return state.handlers.removeValue(forKey: id)
    }
  }

  /// Ends a call whose task broke its limits: the caller hears the refusal at once, and the
  /// task is cancelled off the delegate queue, on a thread of its own.
  ///
  /// Why both, and why off the queue (issue: an endless body ran the app out of memory):
  /// FoundationNetworking hands each piece libcurl reads to this queue with no back-pressure,
  /// and `cancel()` waits for the session's work queue, which keeps reading until the cancel
  /// reaches it. Cancelling here would hold this queue while the pieces pile up behind it;
  /// instead the queue goes on dropping them (the handler is gone), and the caller does not
  /// wait for the transfer to wind down.
  func stop(_ task: URLSessionTask, _ handler: Handler) {
    handler.continuation.resume(throwing: handler.refusal ?? URLError(.cancelled))
    let first = state.withLock { $0.refused.insert(task.taskIdentifier).inserted }
    if first { queue?.refusalStarted() }
    // A thread of its own, not the Swift concurrency pool: `cancel()` can block for as long as
    // the work queue stays busy, and two blocked pool threads stall every task on two cores.
    Thread.detachNewThread { task.cancel() }
  }

  /// Takes task `id`'s handler out of the registry when `refuses` (run on it under the lock,
  /// in place) says so; nil when it does not, or the task has no handler (any more).
  func takeHandler(_ id: Int, when refuses: (inout Handler) -> Bool) -> Handler? {
    state.withLock { state in
      guard state.handlers[id] != nil, refuses(&state.handlers[id]!) else {
        return nil
      }
      return state.handlers.removeValue(forKey: id)
    }
  }

  /// Runs `body` on task `id`'s handler under the lock; nil when the task has none (any more).
  func updateHandler<Result>(_ id: Int, _ body: (inout Handler) -> Result) -> Result? {
    state.withLock { state in
      guard state.handlers[id] != nil else { return nil }
      return body(&state.handlers[id]!)
    }
  }
}

// The callbacks below have the same signatures on Linux (protocol requirements with defaults)
// and Darwin (`@objc optional`), so they need no platform shim (LINUX-NOTES.md, note 12).
extension DataLoader: URLSessionDataDelegate {
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let refused = takeHandler(dataTask.taskIdentifier) { !$0.accept(data, from: dataTask) }
    if let refused { stop(dataTask, refused) }
  }

  /// Upload progress arrives here, at the session delegate, on both platforms
  /// (LINUX-NOTES.md, note 3).
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    // The closure is called outside the lock: it may take locks of its own.
    let report = updateHandler(task.taskIdentifier) { $0.onBodySent }
    report??(totalBytesSent)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let wasRefused = state.withLock { $0.refused.remove(task.taskIdentifier) != nil }
    if wasRefused { queue?.refusalEnded() }
    guard let handler = removeHandler(task.taskIdentifier) else { return }
    if let refusal = handler.refusal {
      handler.continuation.resume(throwing: refusal)
    } else if let error {
      handler.continuation.resume(throwing: error)
    } else if let response = task.response as? HTTPURLResponse {
      handler.continuation.resume(returning: (handler.body, response))
    } else {
      handler.continuation.resume(throwing: URLError(.badServerResponse))
    }
  }

  /// On Linux, `invalidateAndCancel` may report invalidation before the cancelled tasks complete
  /// and then drops the delegate, so those completions never arrive: fail them here.
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
    let handlers = state.withLock { state in
      defer {
        state.handlers.removeAll()
        pending.report(0)
      }
      return Array(state.handlers.values)
    }
    for handler in handlers { handler.continuation.resume(throwing: URLError(.cancelled)) }
  }
}
