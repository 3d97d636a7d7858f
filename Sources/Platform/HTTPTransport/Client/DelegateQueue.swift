import Dispatch
import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's delegate queue, which on Linux holds at most `capacity` callbacks waiting to
/// run while a body arrives: the back-pressure FoundationNetworking lacks
/// (LINUX-NOTES.md, note 17).
///
/// libcurl reads on the session's work queue and hands each piece of a body (16 KiB at most,
/// decoded) to the delegate queue at once, however far behind the delegate is, so a fast
/// server can pile up hundreds of megabytes before the loader has counted past its limit.
/// Here the reading thread waits while the queue is full: libcurl stops reading, the socket's
/// window closes, and the server waits.
///
/// While a refused task is still winding down, nothing waits: its `cancel()` needs the work
/// queue, and a work queue held up by a full delegate queue would never let it in. The loader
/// says when (`refusalStarted`, `refusalEnded`).
///
/// Darwin's URLSession gets no waiting: it was not measured there, and blocking its internal
/// threads is not the kit's to do.
// @unchecked, and unavoidable: a subclass of OperationQueue must restate the conformance its
// superclass declares unchecked. OperationQueue is thread-safe by contract; what this adds is a
// semaphore and a `Locked` count, both Sendable.
final class DelegateQueue: OperationQueue, @unchecked Sendable {  // why: see above

  /// The most callbacks waiting at once: with 16 KiB pieces, 1 MiB of body.
  static let capacity = 64

  private let slots = DispatchSemaphore(value: capacity)
  /// Refused tasks not yet completed; while any is, nothing waits.
  private let refusalsWindingDown = Locked(0)
  private let waitingCount = Locked(0)

  /// How many threads are waiting for room (the session's work queue, while a body arrives),
  /// reported at each change: tests wait on it to know the queue is full and holding them.
  let waiting = CountSignal()

  override init() {
    super.init()
    maxConcurrentOperationCount = 1  // callbacks in order, as URLSession's own queue runs them
    name = "Slim HTTPClient delegates"
  }

  /// A refused task is being cancelled: stop making the reading thread wait until it ends.
  func refusalStarted() { refusalsWindingDown.withLock { $0 += 1 } }

  /// A refused task has completed.
  func refusalEnded() { refusalsWindingDown.withLock { $0 = max(0, $0 - 1) } }

  #if canImport(FoundationNetworking)
    /// Waits for room before enqueuing `block`, unless a refusal is winding down or this is
    /// the queue itself (which would wait for its own turn to end).
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
      let waits = refusalsWindingDown.withLock { $0 == 0 } && OperationQueue.current !== self
      if waits, slots.wait(timeout: .now()) == .timedOut {
        reportWaiting(+1)
        slots.wait()
        reportWaiting(-1)
      }
      super.addOperation { [slots] in
        block()
        if waits { slots.signal() }
      }
    }

    private func reportWaiting(_ change: Int) {
      waiting.report(
        waitingCount.withLock { count in
          count += change
          return count
        })
    }
  #endif
}
