import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Commits changes one at a time and delivers them to observers in commit order, with no lock
/// held while an observer runs, so an observer may write to the store.
///
/// A commit applies its change under a short lock and queues it; one thread at a time, *the
/// deliverer*, calls the observers with queued changes, oldest first, with the lock dropped. A
/// commit returns once observers have heard it, as ``Store`` promises, except a commit made *by
/// an observer* on the deliverer's thread: waiting there would wait for ourselves, so it returns
/// at once and is delivered right after that observer returns.
///
/// ```swift
/// delivery.commit { table.withLock { $0.apply(batch) } }  // returns once observers heard it
/// ```
final class CommitDelivery<Change: Sendable>: Sendable {
  private struct State {
    var queue: [Change] = []
    /// How many changes were ever queued, and how many of them observers have heard.
    var posted = 0
    var delivered = 0
    /// The thread calling observers now, nil when none is, and the count of delivered changes
    /// at which it stops: its own change, and any its observers queued meanwhile.
    var deliverer: pthread_t?
    var deliverThrough = 0
    /// Commits waiting for their change to be heard, woken whenever delivery moves on.
    var waiters: [DispatchSemaphore] = []

    /// The waiting commits, removed: each is woken once and checks again.
    mutating func takeWaiters() -> [DispatchSemaphore] {
      defer { waiters.removeAll() }
      return waiters
    }
  }

  /// What a waiting commit does next.
  private enum Step {
    case done
    case deliver
    case wait(DispatchSemaphore)
  }

  private let state = Locked(State())
  private let observers: ObserverList<Change>

  /// Delivers to `observers`.
  init(to observers: ObserverList<Change>) {
    self.observers = observers
  }

  /// Runs `apply` (which must not block) in commit order; when it returns a change, queues it
  /// and returns once observers have heard it (at once when called from an observer).
  func commit(_ apply: () -> Change?) {
    let ticket: Int? = state.withLock { state in
      guard let change = apply() else { return nil }
      state.queue.append(change)
      state.posted += 1
      if let deliverer = state.deliverer, pthread_equal(deliverer, pthread_self()) != 0 {
        state.deliverThrough = state.posted
        return nil
      }
      return state.posted
    }
    guard let ticket else { return }
    while true {
      let step: Step = state.withLock { state in
        if state.delivered >= ticket { return .done }
        if state.deliverer == nil {
          state.deliverer = pthread_self()
          state.deliverThrough = ticket
          return .deliver
        }
        let waiter = DispatchSemaphore(value: 0)
        state.waiters.append(waiter)
        return .wait(waiter)
      }
      switch step {
      case .done: return
      case .deliver: deliver()
      case .wait(let waiter): waiter.wait()
      }
    }
  }

  /// Calls observers with queued changes up to `deliverThrough` (which their own writes may
  /// raise meanwhile), with no lock held during a call; then hands over to a waiting commit.
  private func deliver() {
    while let change = nextToDeliver() {
      observers.notify(change)
      wake(
        state.withLock { state in
          state.delivered += 1
          return state.takeWaiters()
        })
    }
    wake(
      state.withLock { state in
        state.deliverer = nil
        return state.takeWaiters()
      })
  }

  private func nextToDeliver() -> Change? {
    state.withLock { state in
      state.delivered < state.deliverThrough ? state.queue.removeFirst() : nil
    }
  }

  private func wake(_ waiters: [DispatchSemaphore]) {
    for waiter in waiters { waiter.signal() }
  }
}
