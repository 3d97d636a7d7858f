import Exercise06
import TestSupport
import Testing

/// The log store keeps every promise of the `Store` protocol: the same checks the kit's memory
/// and file stores pass, from `StoreConformance` in the shared test support.
@Suite("Log store conformance", .timeLimit(.minutes(1)))
struct LogStoreConformanceTests {
  static let log = StoreBackend(name: "log", isPersistent: true) { directory in
    try await LogStore<Item>.open(at: directory.appending(path: "items.log"))
  }

  @Test(arguments: StoreConformance.cases(for: [log]))
  func logStoreKeepsThePromise(
    _ backend: StoreBackend, _ check: StoreConformance.Check
  ) async throws {
    let directory = try ScratchDirectory()
    try await check.run(on: backend, in: directory.url)
  }
}
