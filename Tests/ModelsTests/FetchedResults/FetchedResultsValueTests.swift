import DataEngine
import Models
import TestSupport
import Testing

/// The rows of a fetched-results controller as a value: a collection that keeps the rows it was
/// taken with through every kind of write, whose flat rows, sections, paths and iteration agree,
/// and which a new value of the controller replaces.
@Suite("Fetched results as a value")
struct FetchedResultsValueTests {
  static var grouped: FetchDescriptor<Item> {
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.sectionKey = { .number($0.group) }
    return descriptor
  }

  static let fruit = [
    Item(1, "apple", group: 1), Item(2, "cherry", group: 1), Item(3, "banana", group: 2),
    Item(4, "date", group: 2), Item(5, "elder", group: 3),
  ]

  @Test func rowsSectionsPathsAndIterationAgree() throws {
    let controller = try FetchedResultsController(
      store: InMemoryStore(Self.fruit), descriptor: Self.grouped)

    let results = controller.results

    #expect(results.count == 5)
    #expect(results.sections.map(\.count) == [2, 2, 1])
    #expect(Array(results).map(\.id) == [1, 2, 3, 4, 5])
    #expect(results.indices.map { results[$0].id } == [1, 2, 3, 4, 5])
    #expect(results.reversed().map(\.id) == [5, 4, 3, 2, 1])
    for (position, item) in results.enumerated() {
      let path = try #require(results.path(of: item.id))
      #expect(results[path] == item)
      #expect(results.entities(inSection: path.section, rows: path.row..<path.row + 1) == [item])
      #expect(results[position] == item)
    }
    #expect(results.path(of: 99) == nil)
    #expect(results.entities(inSection: 7, rows: 0..<3).isEmpty)
  }

  @Test func aValueKeepsItsRowsThroughInsertsUpdatesAndDeletes() throws {
    let store = InMemoryStore(Self.fruit)
    let controller = try FetchedResultsController(store: store, descriptor: Self.grouped)
    let before = controller.results

    try store.upsert(Item(6, "avocado", group: 1))
    try store.upsert(Item(2, "zucchini", group: 3))
    try store.delete(id: 4)

    #expect(before.map(\.name) == ["apple", "cherry", "banana", "date", "elder"])
    #expect(before.sections.map(\.count) == [2, 2, 1])
    #expect(before.path(of: 4) == RowPath(section: 1, row: 1))
    #expect(before.path(of: 6) == nil)
    let after = controller.results
    #expect(after.map(\.name) == ["apple", "avocado", "banana", "elder", "zucchini"])
    #expect(after.sections.map(\.count) == [2, 1, 2])
  }

  @Test func aSearchAndANewDescriptorLeaveAnEarlierValueAsItWas() throws {
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.search = .name("")
    let controller = try FetchedResultsController(
      store: InMemoryStore(Self.fruit), descriptor: descriptor)
    let before = controller.results

    controller.search(for: "an")
    try controller.setDescriptor(Self.grouped)

    #expect(before.map(\.id) == [1, 3, 2, 4, 5])
    #expect(before.sections.count == 1)
  }

  @Test func anEmptyListIsAnEmptyCollection() throws {
    let controller = try FetchedResultsController(
      store: InMemoryStore<Item>(), descriptor: Self.grouped)

    let results = controller.results

    #expect(results.isEmpty)
    #expect(results.sections.isEmpty)
    #expect(Array(results).isEmpty)
  }
}
