import Dispatch
import Essentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Commits changes one at a time and delivers them to observers in commit order, with no lock
/// held while an observer runs, so an observer may write to the store.
///
/// A commit applies its change under a short lock and queues it; one thread at a time, *the
/// deliverer*, calls the observers with queued changes, oldest first, with the lock dropped (a
/// commit that finds no deliverer and nothing queued becomes the deliverer of its own change
/// without queueing it: two lock takes in all, the common case). A
/// commit returns once observers have heard it, as ``Store`` promises, except a commit made *by
/// an observer* on the deliverer's thread: waiting there would wait for ourselves, so it returns
/// at once and is delivered right after that observer returns.
///
/// ```swift
/// delivery.commit { table.withLock { $0.apply(batch) } }  // returns once observers heard it
/// ```
@usableFromInline final class CommitDelivery<Change: Sendable>: Sendable {
  @usableFromInline struct State {
    @usableFromInline var queue: [Change] = []
    /// How many changes were ever queued, and how many of them observers have heard.
    @usableFromInline var posted = 0
    @usableFromInline var delivered = 0
    /// The thread calling observers now, nil when none is, and the count of delivered changes
    /// at which it stops: its own change, and any its observers queued meanwhile.
    @usableFromInline var deliverer: pthread_t?
    @usableFromInline var deliverThrough = 0
    /// Commits waiting for their change to be heard, woken whenever delivery moves on.
    @usableFromInline var waiters: [DispatchSemaphore] = []

    /// Wakes the waiting commits, each once, to check again (signalling never blocks).
    @inlinable mutating func wakeWaiters() {
      guard !waiters.isEmpty else { return }
      for waiter in waiters { waiter.signal() }
      waiters.removeAll()
    }
  }

  /// What a commit does next.
  @usableFromInline enum Step {
    case done
    /// Call the observers: the commit became the deliverer.
    case deliver
    /// Wait until the change with this number has been heard.
    case await(Int)
    /// Sleep until delivery moves on, then check again.
    case sleep(DispatchSemaphore, Int)
  }

  @usableFromInline let state = Locked(State())
  @usableFromInline let observers: ObserverList<Change>

  /// Delivers to `observers`.
  @inlinable init(to observers: ObserverList<Change>) {
    self.observers = observers
  }

  /// Runs `apply` (which must not block) in commit order; when it returns a change, queues it
  /// and returns once observers have heard it (at once when called from an observer).
  ///
  /// A commit that finds no one delivering (the usual case) hands its change to the observers
  /// without queueing it: one lock to apply, one to hand over once they have heard it.
  @inlinable func commit(_ apply: () -> Change?) {
    var direct: Change?
    var step: Step = state.withLock { state in
      guard let change = apply() else { return .done }
      state.posted += 1
      if let deliverer = state.deliverer {
        state.queue.append(change)
        guard pthread_equal(deliverer, pthread_self()) == 0 else {
          state.deliverThrough = state.posted
          return .done
        }
        return .await(state.posted)
      }
      state.deliverer = pthread_self()
      state.deliverThrough = state.posted
      // Changes of commits not yet woken to deliver them go first, in order.
      if state.queue.isEmpty { direct = change } else { state.queue.append(change) }
      return .deliver
    }
    while true {
      switch step {
      case .done: return
      case .deliver:
        deliver(startingWith: direct)
        return
      case .sleep(let waiter, let ticket):
        waiter.wait()
        step = .await(ticket)
      case .await(let ticket):
        step = state.withLock { state in
          if state.delivered >= ticket { return .done }
          if state.deliverer == nil {
            state.deliverer = pthread_self()
            state.deliverThrough = ticket
            return .deliver
          }
          let waiter = DispatchSemaphore(value: 0)
          state.waiters.append(waiter)
          return .sleep(waiter, ticket)
        }
      }
    }
  }

  /// Calls observers with `first` (when given), then with queued changes up to
  /// `deliverThrough` (which their own writes may raise meanwhile), with no lock held during a
  /// call; then stops delivering and wakes the waiting commits, one of which may take over.
  @inlinable func deliver(startingWith first: Change?) {
    var next = first ?? state.withLock { $0.queue.removeFirst() }
    while true {
      observers.notify(next)
      let following: Change? = state.withLock { state in
        state.delivered += 1
        defer { state.wakeWaiters() }
        guard state.delivered < state.deliverThrough else {
          state.deliverer = nil
          return nil
        }
        return state.queue.removeFirst()
      }
      guard let following else { return }
      next = following
    }
  }
}
