import Foundation
import Models
import Testing

/// What every ``Store`` must do, written once and run against any backend.
///
/// Each check is one promise of the `Store` protocol, named by the behaviour it checks; a test
/// target runs every check against its backends with one parameterized test:
///
/// ```swift
/// @Test(arguments: StoreConformance.cases(for: [memory, file]))
/// func backendKeepsThePromise(_ backend: StoreBackend, _ check: StoreConformance.Check)
///   async throws
/// {
///   try await check.run(on: backend, in: ScratchDirectory().url)
/// }
/// ```
///
/// The checks live here, in the shared test support, so that a store written outside the kit
/// is held to exactly the promises the kit's own stores are.
public enum StoreConformance {
  /// One promise, checked against one backend in a fresh directory.
  public struct Check: Sendable, CustomTestStringConvertible {
    /// The behaviour checked, as a test name.
    public let name: String
    /// Whether the check reopens the store, so only persistent backends can take it.
    public let needsPersistence: Bool
    private let body: @Sendable (StoreBackend, URL) async throws -> Void

    init(
      _ name: String, needsPersistence: Bool = false,
      _ body: @escaping @Sendable (StoreBackend, URL) async throws -> Void
    ) {
      self.name = name
      self.needsPersistence = needsPersistence
      self.body = body
    }

    /// Runs the check on a store `backend` opens in `directory`, recording what fails.
    public func run(on backend: StoreBackend, in directory: URL) async throws {
      try await body(backend, directory)
    }

    /// The behaviour's name.
    public var testDescription: String { name }
  }

  /// Every check that applies to each of `backends`: all of them, except that a backend that
  /// keeps nothing skips those that reopen the store.
  public static func cases(for backends: [StoreBackend]) -> [(StoreBackend, Check)] {
    backends.flatMap { backend in
      checks.filter { backend.isPersistent || !$0.needsPersistence }.map { (backend, $0) }
    }
  }

  /// Every promise, in the order a reader meets them.
  public static let checks: [Check] =
    writes + fetches + observation + observersThatWrite
    + persistence
}
