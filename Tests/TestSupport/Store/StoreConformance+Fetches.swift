import DataEngine
import Foundation
import Models
import Testing

// Fetches: one total order (section, sort, id), predicates, limits and folded text search.
extension StoreConformance {
  static let fetches: [Check] = [
    Check("fetchWithoutSortIsInIdOrder", fetchWithoutSortIsInIdOrder),
    Check("fetchAppliesPredicateSortAndLimit", fetchAppliesPredicateSortAndLimit),
    Check("equalSortKeysAreOrderedById", equalSortKeysAreOrderedById),
    Check("sectionedFetchOrdersBySectionFirst", sectionedFetchOrdersBySectionFirst),
    Check("textSearchIgnoresCaseAndAccents", textSearchIgnoresCaseAndAccents),
  ]

  static func fetchWithoutSortIsInIdOrder(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [Item(3, "c"), Item(1, "a"), Item(2, "b")])

    #expect(try store.fetchAll().map(\.id) == [1, 2, 3])
  }

  static func fetchAppliesPredicateSortAndLimit(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    // Given items in two groups
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [
      Item(1, "pear", group: 1), Item(2, "apple", group: 2), Item(3, "fig", group: 1),
      Item(4, "date", group: 1), Item(5, "kiwi", group: 1),
    ])

    // When fetching group 1 by name descending, at most three
    let descriptor = FetchDescriptor<Item>(
      predicate: #Predicate { $0.group == 1 }, sortBy: [SortDescriptor(\.name, order: .reverse)],
      fetchLimit: 3)

    // Then the first three of group 1 in that order come back, and count agrees
    #expect(try store.fetch(descriptor).map(\.name) == ["pear", "kiwi", "fig"])
    #expect(try store.count(descriptor) == 3)
    #expect(try store.count(FetchDescriptor(predicate: #Predicate { $0.group == 1 })) == 4)
  }

  static func equalSortKeysAreOrderedById(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [Item(9, "same"), Item(2, "same"), Item(5, "same"), Item(1, "z")])

    #expect(try store.fetch(.byName).map(\.id) == [2, 5, 9, 1])
  }

  static func sectionedFetchOrdersBySectionFirst(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [
      Item(1, "a", group: 2), Item(2, "b", group: 1), Item(3, "c", group: 2),
      Item(4, "d", group: 1),
    ])
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.sectionKey = { .number($0.group) }
    descriptor.fetchLimit = 3

    #expect(try store.fetch(descriptor).map(\.name) == ["b", "d", "a"])
  }

  static func textSearchIgnoresCaseAndAccents(
    _ backend: StoreBackend, _ directory: URL
  ) async throws {
    let store = try await backend.open(directory)
    try store.upsert(contentsOf: [Item(1, "Crème Brûlée"), Item(2, "CREMA"), Item(3, "tea")])
    var descriptor = FetchDescriptor<Item>.byName

    descriptor.search = .name("crem")
    #expect(try store.fetch(descriptor).map(\.id) == [2, 1])
    descriptor.search = .name("BRULE")
    #expect(try store.count(descriptor) == 1)
    descriptor.search = .name("")
    #expect(try store.count(descriptor) == 3)
  }
}
