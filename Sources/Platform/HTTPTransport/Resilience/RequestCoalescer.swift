import Essentials
import Foundation

/// Lets concurrent identical requests share one flight: one network request, one decode, and
/// the same result for every caller.
///
/// Each caller owns its wait: cancelling one ends only its wait; the last one out cancels the
/// shared work and returns once it has stopped.
final class RequestCoalescer: Sendable {
  /// What makes two requests the same: the URL, every header, and what the body becomes.
  struct Key: Hashable, Sendable {
    let url: URL
    let headers: [String: String]
    let result: ObjectIdentifier
  }

  private typealias Outcome = Result<any Sendable, HTTPClient.Failure>

  private struct Waiter {
    let continuation: CheckedContinuation<Outcome, Never>
    let observer: RetryNotices.Observer?
  }

  private struct Flight {
    let id: Int
    var task: Task<Void, Never>?
    var waiters: [Int: Waiter]
  }

  private struct State {
    var flights: [Key: Flight] = [:]
    /// The last caller of each flight that every caller left, by flight: it waits for the
    /// cancelled work to stop. The key is free for a new flight meanwhile.
    var abandoned: [Int: Waiter] = [:]
    var lastID = 0

    mutating func nextID() -> Int {
      lastID += 1
      return lastID
    }

    /// The callers waiting on flights under way.
    var waiterCount: Int { flights.values.reduce(0) { $0 + $1.waiters.count } }
  }

  private let state = Locked(State())

  /// The flights under way; tests use it to prove nothing is left behind.
  var flightCount: Int { state.withLock { $0.flights.count + $0.abandoned.count } }

  /// The callers waiting, reported at each change: tests wait on it to know every caller has
  /// joined.
  let waiting = CountSignal()

  /// The result of `work` for `key`: joins the flight under way for the same key, or starts one.
  func value<Value: Sendable>(
    for key: Key, run work: @escaping @Sendable () async throws(HTTPClient.Failure) -> Value
  ) async throws(HTTPClient.Failure) -> Value {
    guard !Task.isCancelled else { throw .cancelled }
    let id = state.withLock { $0.nextID() }
    let observer = RetryNotices.current
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        join(key, waiter: id, Waiter(continuation: continuation, observer: observer), work: work)
        // Cancelled before joining: the handler below found nothing to cancel, so leave now.
        if Task.isCancelled { leave(key, waiter: id) }
      }
    } onCancel: {
      leave(key, waiter: id)
    }
    switch outcome {
    case .success(let value): return value as! Value  // the key includes Value's type
    case .failure(let failure): throw failure
    }
  }

  private func join<Value: Sendable>(
    _ key: Key, waiter id: Int, _ waiter: Waiter,
    work: @escaping @Sendable () async throws(HTTPClient.Failure) -> Value
  ) {
    let newFlight: Int? = state.withLock { state in
      defer { waiting.report(state.waiterCount) }
      if state.flights[key] != nil {
        state.flights[key]!.waiters[id] = waiter
        return nil
      }
      let flight = state.nextID()
      state.flights[key] = Flight(id: flight, waiters: [id: waiter])
      return flight
    }
    guard let newFlight else { return }
    let task = Task {
      let outcome: Outcome
      do {
        let value = try await RetryNotices.observe({ await self.notify(key, newFlight, $0) }) {
          try await work()
        }
        outcome = .success(value)
      } catch {
        outcome = .failure(error as? HTTPClient.Failure ?? .cancelled)
      }
      finish(key, newFlight, with: outcome)
    }
    let abandoned = state.withLock { state in
      guard state.flights[key]?.id == newFlight else { return true }
      state.flights[key]!.task = task
      return false
    }
    // Every waiter left before the task was recorded: nobody will cancel it but us.
    if abandoned { task.cancel() }
  }

  private func leave(_ key: Key, waiter id: Int) {
    let (leaving, abandoned) = state.withLock { state -> (Waiter?, Task<Void, Never>?) in
      guard var flight = state.flights[key], flight.waiters[id] != nil else { return (nil, nil) }
      defer { waiting.report(state.waiterCount) }
      if flight.waiters.count > 1 {
        let waiter = flight.waiters.removeValue(forKey: id)
        state.flights[key] = flight
        return (waiter, nil)
      }
      // The last caller stays to hear the work end, out of the way of new flights.
      state.flights[key] = nil
      state.abandoned[flight.id] = flight.waiters[id]
      return (nil, flight.task)
    }
    leaving?.continuation.resume(returning: .failure(.cancelled))
    abandoned?.cancel()
  }

  private func finish(_ key: Key, _ flight: Int, with outcome: Outcome) {
    let waiters = state.withLock { state -> [Waiter] in
      if let waiter = state.abandoned.removeValue(forKey: flight) { return [waiter] }
      guard state.flights[key]?.id == flight else { return [] }
      defer { waiting.report(state.waiterCount) }
      return state.flights.removeValue(forKey: key).map { Array($0.waiters.values) } ?? []
    }
    for waiter in waiters { waiter.continuation.resume(returning: outcome) }
  }

  private func notify(_ key: Key, _ flight: Int, _ notice: RetryNotice) async {
    let observers = state.withLock { state -> [RetryNotices.Observer] in
      guard let current = state.flights[key], current.id == flight else { return [] }
      return current.waiters.values.compactMap(\.observer)
    }
    for observer in observers { await observer(notice) }
  }
}
