import DataEngine
import TestSupport
import Testing

/// What every store must do, checked against each backend in ``StoreBackend/all``: every
/// promise of ``StoreConformance`` (writes, fetches, observers, including observers that write
/// under concurrent writers, and persistence for the backends that keep anything).
@Suite("Store conformance", .timeLimit(.minutes(10)))
struct StoreConformanceTests {
  @Test(arguments: StoreConformance.cases(for: StoreBackend.all))
  func backendKeepsThePromise(
    _ backend: StoreBackend, _ check: StoreConformance.Check
  ) async throws {
    let directory = try ScratchDirectory()
    try await check.run(on: backend, in: directory.url)
  }
}
