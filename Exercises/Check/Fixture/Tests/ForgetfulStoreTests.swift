import DataEngine
import Models
import TestSupport
import Testing

/// Failures recorded in the shared test support: a store that keeps nothing, passed off as
/// persistent, fails exactly the conformance checks that reopen it.
struct ForgetfulStoreTests {
  static let forgetful = StoreBackend(name: "forgetful", isPersistent: true) { _ in
    InMemoryStore<Item>()
  }

  @Test(arguments: StoreConformance.cases(for: [forgetful]))
  func aForgetfulStoreKeepsThePromise(
    _ backend: StoreBackend, _ check: StoreConformance.Check
  ) async throws {
    let directory = try ScratchDirectory()
    try await check.run(on: backend, in: directory.url)
  }
}
