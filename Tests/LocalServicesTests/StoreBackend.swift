import DataEngine
import LocalServices
import Models
import TestSupport

extension StoreBackend {
  /// Every backend of the kit. A new one (a SQLite store, say) is checked by adding its line
  /// here; a store written outside the kit runs ``StoreConformance`` with a backend of its own.
  static let all: [StoreBackend] =
    [
      StoreBackend(name: "memory", isPersistent: false) { _ in InMemoryStore<Item>() },
      StoreBackend(name: "file", isPersistent: true) {
        try await FileStore.open(at: $0.appending(path: "items.json"))
      },
    ] + sqlite

  /// The SQLite store, when the package's `SQLite` trait builds it.
  static var sqlite: [StoreBackend] {
    #if SQLite
      [
        StoreBackend(name: "sqlite", isPersistent: true) {
          try await SQLiteStore.open(at: $0.appending(path: "items.db"))
        }
      ]
    #else
      []
    #endif
  }
}
