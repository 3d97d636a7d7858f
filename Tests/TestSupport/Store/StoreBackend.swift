import DataEngine
import Foundation
import Models
import Testing

/// A store implementation the conformance suite checks: a name, whether it keeps what was
/// saved, and how to open it.
///
/// The kit's backends are listed in `LocalServicesTests` (`StoreBackend.all`); a backend written
/// elsewhere (an exercise's log store, say) builds its own and runs the same
/// ``StoreConformance`` checks against it.
///
/// ```swift
/// let log = StoreBackend(name: "log", isPersistent: true) { directory in
///   try await LogStore<Item>.open(at: directory.appending(path: "items.log"))
/// }
/// ```
public struct StoreBackend: Sendable, CustomTestStringConvertible {
  /// What the backend is called in test output.
  public let name: String
  /// Whether a store opened again at the same place finds what was saved.
  public let isPersistent: Bool
  /// Opens the backend's store at `directory` (ignored by backends that keep nothing).
  public let open: @Sendable (_ directory: URL) async throws -> any Store<Item>

  /// Creates a backend named `name` that opens its stores with `open`.
  public init(
    name: String, isPersistent: Bool,
    open: @escaping @Sendable (_ directory: URL) async throws -> any Store<Item>
  ) {
    self.name = name
    self.isPersistent = isPersistent
    self.open = open
  }

  /// The backend's name.
  public var testDescription: String { name }
}
