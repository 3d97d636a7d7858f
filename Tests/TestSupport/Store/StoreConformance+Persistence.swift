import Foundation
import Models
import Testing

// Persistence: what was saved is there after reopening, and nothing that was not. Only
// backends that keep anything take these.
extension StoreConformance {
  static let persistence: [Check] = [
    Check(
      "savedStateIsThereAfterReopening", needsPersistence: true, savedStateIsThereAfterReopening),
    Check(
      "unsavedCommitsAreNotPersisted", needsPersistence: true, unsavedCommitsAreNotPersisted),
  ]

  static func savedStateIsThereAfterReopening(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given a store with writes, saved
    let first = try await backend.open(directory)
    try first.upsert(contentsOf: [Item(1, "Crème", group: 3), Item(2, "pear")])
    try first.delete(id: 2)
    try first.upsert(Item(3, "fig"))
    try await first.save()

    // When the store is opened again
    let second = try await backend.open(directory)

    // Then it holds exactly the saved state
    #expect(try second.fetchAll() == [Item(1, "Crème", group: 3), Item(3, "fig")])
  }

  static func unsavedCommitsAreNotPersisted(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let first = try await backend.open(directory)
    try first.upsert(Item(1, "kept"))
    try await first.save()
    try first.upsert(Item(2, "unsaved"))

    let second = try await backend.open(directory)

    #expect(try second.fetchAll() == [Item(1, "kept")])
  }
}
