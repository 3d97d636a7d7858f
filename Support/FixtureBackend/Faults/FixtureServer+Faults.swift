extension FixtureServer {
  /// The faults staged for requests to come. Setting it while the server runs replaces the plan
  /// and starts every rule's count afresh.
  ///
  /// ```swift
  /// server.faults = FaultPlan([FaultRule("/photos", .stallBeforeHeaders)])
  /// ```
  public var faults: FaultPlan {
    get { faultInjector.plan }
    set { faultInjector.plan = newValue }
  }

  /// Lets every stalled answer go on, now and from now on: stalls become no-ops.
  public func releaseStalls() {
    faultInjector.gate?.open()
  }

  /// Each fault as the server applies it, for a test that must act at that moment: stall
  /// faults are reported once the server is holding, after whatever they send first.
  ///
  /// ```swift
  /// for await fault in server.injectedFaults { break }  // the server is stalling now
  /// call.cancel()
  /// ```
  public var injectedFaults: AsyncStream<InjectedFault> { faultInjector.events }
}
