import Essentials

/// The running server's fault plan: which fault the next request gets, counted per rule, and
/// changeable while the server runs. Shared by every connection thread, so all of it is behind
/// one lock.
final class FaultInjector: Sendable {
  private struct State {
    var plan: FaultPlan
    /// How many requests each rule has applied to, by index in `plan.rules`.
    var uses: [Int]
  }

  private let state: Locked<State>
  /// Opened by the test to let stalled answers go on.
  let gate: StallGate?
  /// Every fault applied, for tests that must act at the moment it happens.
  let events: AsyncStream<InjectedFault>
  private let event: AsyncStream<InjectedFault>.Continuation

  init(plan: FaultPlan) {
    state = Locked(State(plan: plan, uses: Array(repeating: 0, count: plan.rules.count)))
    gate = try? StallGate()
    // Bounded: a sample run with faults on every request has nobody listening.
    (events, event) = AsyncStream.makeStream(
      of: InjectedFault.self, bufferingPolicy: .bufferingNewest(64))
  }

  deinit {
    event.finish()
  }

  /// The plan; setting it starts every rule's count afresh.
  var plan: FaultPlan {
    get { state.withLock { $0.plan } }
    set {
      state.withLock {
        $0 = State(plan: newValue, uses: Array(repeating: 0, count: newValue.rules.count))
      }
    }
  }

  /// The fault for a `method` request to `path`, counting it against its rule; nil when none
  /// applies.
  func take(for method: String, _ path: String) -> Fault? {
    state.withLock { state in
      for (index, rule) in state.plan.rules.enumerated() where rule.matches(method, path) {
        if let times = rule.times, state.uses[index] >= times { continue }
        state.uses[index] += 1
        return rule.fault
      }
      return nil
    }
  }

  /// Tells whoever listens that `fault` is taking effect on a request to `path`.
  func announce(_ fault: Fault, on path: String) {
    event.yield(InjectedFault(path: path, fault: fault))
  }
}
