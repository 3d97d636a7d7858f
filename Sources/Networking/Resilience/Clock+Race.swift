extension Clock where Duration == Swift.Duration {
  /// Runs `operation`, unless `limit` passes first on this clock: then `operation` is cancelled
  /// and the call fails with `failure`. A nil limit just runs `operation`.
  ///
  /// This is how the client enforces its own timeouts rather than trusting URLSession's
  /// (Linux note 4), and, with a test clock, how tests make time pass instantly.
  func race<Value: Sendable>(
    _ limit: Duration?, failing failure: HTTPClient.Failure,
    _ operation: @escaping @Sendable () async throws(HTTPClient.Failure) -> Value
  ) async throws(HTTPClient.Failure) -> Value {
    guard let limit else { return try await operation() }
    let winner = await withTaskGroup(of: Result<Value, HTTPClient.Failure>?.self) { group in
      group.addTask {
        do throws(HTTPClient.Failure) {
          return .success(try await operation())
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        // A cancelled sleep means the operation finished first (or the caller gave up).
        guard (try? await self.sleep(for: limit)) != nil else { return nil }
        return .failure(failure)
      }
      // The operation always returns a result; the timer returns nil when it lost.
      let first = await group.first { $0 != nil } ?? nil
      group.cancelAll()
      return first
    }
    guard let winner else { throw .cancelled }
    return try winner.get()
  }

  /// A function that reads how much time has passed on this clock since now.
  func stopwatch() -> @Sendable () -> Duration {
    let start = now
    return { start.duration(to: self.now) }
  }
}
