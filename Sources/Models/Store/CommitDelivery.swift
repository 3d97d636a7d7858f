import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Commits changes one at a time and delivers them to observers in commit order, with no lock
/// held while an observer runs, so an observer may write to the store.
///
/// A commit applies its change under a short lock and queues it. Then exactly one thread at a
/// time, *the deliverer*, calls the observers with queued changes, oldest first, dropping the
/// lock around every call. A commit returns once observers have heard it, so a view model that
/// writes finds its own change already announced, as ``Store`` promises. The one exception is a
/// commit made *by an observer*, on the deliverer's own thread: it is queued and returns at
/// once, and its change is delivered right after the observer that made it returns, before the
/// outer commit does. Waiting for it instead would wait for ourselves, the deadlock this type
/// exists to prevent.
///
/// ```swift
/// let change = delivery.commit { table.withLock { $0.apply(batch) } }
/// ```
final class CommitDelivery<Change: Sendable>: @unchecked Sendable {
  // @unchecked: every stored var is read and written only while `condition` is locked;
  // `observers` is Sendable on its own.
  private let condition = NSCondition()
  private let observers: ObserverList<Change>
  private var queue: [Change] = []
  /// How many changes were ever queued, and how many of them observers have heard.
  private var posted = 0
  private var delivered = 0
  /// The thread calling observers now, nil when none is, and the count of delivered changes
  /// at which it stops: its own change, and any its observers queued meanwhile.
  private var deliverer: pthread_t?
  private var deliverThrough = 0

  /// Delivers to `observers`.
  init(to observers: ObserverList<Change>) {
    self.observers = observers
  }

  /// Runs `apply` (which must not block) in commit order; when it returns a change, queues it
  /// and returns once observers have heard it (at once when called from an observer).
  func commit(_ apply: () -> Change?) {
    condition.lock()
    defer { condition.unlock() }
    guard let change = apply() else { return }
    queue.append(change)
    posted += 1
    let ticket = posted
    if let deliverer, deliverer == pthread_self() {
      deliverThrough = ticket
      return
    }
    while delivered < ticket {
      if deliverer == nil {
        deliver(through: ticket)
      } else {
        condition.wait()
      }
    }
  }

  /// Calls observers with queued changes up to and including change `ticket`, and those their
  /// own writes queue meanwhile; then hands over to a waiting thread, if one's change is still
  /// queued. Called and returns with `condition` locked, but unlocks it around each call.
  private func deliver(through ticket: Int) {
    deliverer = pthread_self()
    deliverThrough = ticket
    while delivered < deliverThrough {
      let change = queue.removeFirst()
      condition.unlock()
      observers.notify(change)
      condition.lock()
      delivered += 1
      condition.broadcast()
    }
    deliverer = nil
    condition.broadcast()
  }
}
