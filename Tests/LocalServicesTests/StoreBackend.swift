import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// A store implementation the conformance suite checks. Adding a backend is one line in ``all``.
struct StoreBackend: Sendable, CustomTestStringConvertible {
  let name: String
  /// Whether a store opened again at the same place finds what was saved.
  let isPersistent: Bool
  /// Opens the backend's store at `directory` (ignored by backends that keep nothing).
  let open: @Sendable (_ directory: URL) async throws -> any Store<Item>

  var testDescription: String { name }

  /// Every backend. A new one (a SQLite store, say) is checked by adding its line here.
  static let all: [StoreBackend] = [
    StoreBackend(name: "memory", isPersistent: false) { _ in InMemoryStore<Item>() },
    StoreBackend(name: "file", isPersistent: true) {
      try await FileStore.open(at: $0.appending(path: "items.json"))
    },
  ]

  static var persistent: [StoreBackend] { all.filter(\.isPersistent) }
}
