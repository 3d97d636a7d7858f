/// Runs `operation`, unless `alarm` returns true first: then `operation` is cancelled and the
/// call fails with `alarmFailure`. An alarm that returns false (it was cancelled) never wins.
///
/// How the client enforces its own timeouts rather than trusting URLSession's
/// (LINUX-NOTES.md, note 4), and how an upload notices a chunk that stalled.
func race<Value: Sendable, Failure: Error>(
  _ operation: @escaping @Sendable () async throws(Failure) -> Value,
  against alarm: @escaping @Sendable () async -> Bool,
  failing alarmFailure: Failure, cancelled: Failure
) async throws(Failure) -> Value {
  let winner = await withTaskGroup(of: Result<Value, Failure>?.self) { group in
    group.addTask {
      do throws(Failure) { return .success(try await operation()) } catch { return .failure(error) }
    }
    group.addTask { await alarm() ? .failure(alarmFailure) : nil }
    // The operation always returns a result; the alarm returns nil when it lost.
    let first = await group.first { $0 != nil } ?? nil
    group.cancelAll()
    return first
  }
  guard let winner else { throw cancelled }
  return try winner.get()
}

extension Clock where Duration == Swift.Duration {
  /// Runs `operation`, unless `limit` passes first on this clock (with a test clock, at once):
  /// then it fails with `failure`. A nil limit just runs `operation`.
  func race<Value: Sendable>(
    _ limit: Duration?, failing failure: HTTPClient.Failure,
    _ operation: @escaping @Sendable () async throws(HTTPClient.Failure) -> Value
  ) async throws(HTTPClient.Failure) -> Value {
    guard let limit else { return try await operation() }
    return try await HTTPTransport.race(
      operation, against: { (try? await self.sleep(for: limit)) != nil }, failing: failure,
      cancelled: .cancelled)
  }

  /// A function that reads how much time has passed on this clock since now.
  func stopwatch() -> @Sendable () -> Duration {
    let start = now
    return { start.duration(to: self.now) }
  }
}
