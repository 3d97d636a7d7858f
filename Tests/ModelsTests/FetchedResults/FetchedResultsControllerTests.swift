import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// A fetched-results controller's rows and the change sets it reports, case by case.
@Suite("Fetched results controller")
struct FetchedResultsControllerTests {
  typealias Snapshot = SectionedSnapshot<SectionKey, Int>

  static var grouped: FetchDescriptor<Item> {
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.sectionKey = { .number($0.group) }
    return descriptor
  }

  static let fruit = [
    Item(1, "apple", group: 1), Item(2, "cherry", group: 1), Item(3, "banana", group: 2),
    Item(4, "date", group: 2),
  ]

  @Test func anOffsetCountsRowsAcrossSectionsInOrder() throws {
    let controller = try FetchedResultsController(
      store: InMemoryStore(Self.fruit), descriptor: Self.grouped)
    let shown = controller.sections.indices.flatMap {
      controller.entities(inSection: $0, rows: 0..<controller.sections[$0].count)
    }
    #expect((0..<controller.count).map { controller.entity(atOffset: $0) } == shown)
    #expect(controller.entity(atOffset: 2) == Item(3, "banana", group: 2))
    #expect(controller.entity(atOffset: controller.count) == nil)
    #expect(controller.entity(atOffset: -1) == nil)
  }

  @Test func rowsAreSectionedAndOrdered() throws {
    let store = InMemoryStore(Self.fruit)

    let controller = try FetchedResultsController(store: store, descriptor: Self.grouped)

    #expect(
      controller.snapshot
        == Snapshot(sections: [
          .init(id: .number(1), items: [1, 2]), .init(id: .number(2), items: [3, 4]),
        ]))
    #expect(controller.count == 4)
    #expect(controller.entity(at: RowPath(section: 1, row: 0)) == Item(3, "banana", group: 2))
    #expect(controller.entities(inSection: 0, rows: 1..<9) == [Item(2, "cherry", group: 1)])
  }

  @Test func anInsertIsReportedAtItsNewPath() throws {
    let (store, recorder) = try Self.watch(Self.fruit, Self.grouped)

    try store.upsert(Item(5, "blueberry", group: 1))

    #expect(recorder.take() == [ChangeSet(insertedRows: [RowPath(section: 0, row: 1)])])
    #expect(recorder.failures.isEmpty)
  }

  @Test func theFirstRowOfANewSectionInsertsTheSection() throws {
    let (store, recorder) = try Self.watch(Self.fruit, Self.grouped)

    try store.upsert(Item(5, "fig", group: 0))

    #expect(recorder.take() == [ChangeSet(insertedSections: [0])])
  }

  @Test func theLastRowOfASectionDeletesTheSection() throws {
    let (store, recorder) = try Self.watch(Self.fruit, Self.grouped)

    try store.write { batch in batch.delete(id: 3) }
    try store.delete(id: 4)

    #expect(
      recorder.take() == [
        ChangeSet(deletedRows: [RowPath(section: 1, row: 0)]), ChangeSet(deletedSections: [1]),
      ])
  }

  @Test func anEditInPlaceIsAnUpdate() throws {
    let (store, recorder) = try Self.watch(Self.fruit, Self.grouped)

    try store.upsert(Item(2, "coconut", group: 1))

    #expect(recorder.take() == [ChangeSet(updatedRows: [RowPath(section: 0, row: 1)])])
  }

  @Test func anEditThatMovesIsAMoveAndAnUpdate() throws {
    let (store, recorder) = try Self.watch(Self.fruit, Self.grouped)

    // "apple" in group 1 becomes "egg" in group 2: after "date"
    try store.upsert(Item(1, "egg", group: 2))

    let expected = ChangeSet(
      movedRows: [RowMove(from: RowPath(section: 0, row: 0), to: RowPath(section: 1, row: 2))],
      updatedRows: [RowPath(section: 1, row: 2)])
    #expect(recorder.take() == [expected])
    #expect(recorder.failures.isEmpty)
  }

  @Test func aRowPushedPastTheLimitLeavesAndOnePulledUnderItEnters() throws {
    // Given the first three of four by name
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.fetchLimit = 3
    let (store, recorder) = try Self.watch(Self.fruit, descriptor)
    let controller = try FetchedResultsController(store: store, descriptor: descriptor)
    #expect(controller.snapshot == Snapshot(sections: [.init(id: .all, items: [1, 3, 2])]))

    // When an item sorts in at the top, then the top one is deleted
    try store.upsert(Item(5, "aardvark"))
    let afterInsert = controller.snapshot
    try store.delete(id: 5)

    // Then "cherry" left, then came back as the limit let it in again
    #expect(afterInsert == Snapshot(sections: [.init(id: .all, items: [5, 1, 3])]))
    #expect(
      recorder.take() == [
        ChangeSet(
          deletedRows: [RowPath(section: 0, row: 2)], insertedRows: [RowPath(section: 0, row: 0)]),
        ChangeSet(
          deletedRows: [RowPath(section: 0, row: 0)], insertedRows: [RowPath(section: 0, row: 2)]),
      ])
    #expect(recorder.failures.isEmpty)
  }

  @Test func aRowMovingPastTheLimitIsReplacedByTheNextMatch() throws {
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.fetchLimit = 2
    let (store, recorder) = try Self.watch(Self.fruit, descriptor)

    try store.upsert(Item(1, "zucchini"))

    // apple (0.0) left; cherry entered at the end
    #expect(
      recorder.take() == [
        ChangeSet(
          deletedRows: [RowPath(section: 0, row: 0)], insertedRows: [RowPath(section: 0, row: 1)])
      ])
  }

  @Test func searchRefiltersWithoutAskingTheStore() throws {
    // Given a searchable descriptor over a store that counts fetches
    let store = CountingStore(Self.fruit)
    var descriptor = Self.grouped
    descriptor.search = .name("")
    let controller = try FetchedResultsController(store: store, descriptor: descriptor)
    let recorder = ChangeRecorder(controller)
    let fetchesBefore = store.fetchCount

    // When searching twice
    controller.search(for: "AN")
    controller.search(for: "e")

    // Then the rows follow the term, the store was not asked, and each change set applies
    #expect(
      controller.snapshot
        == Snapshot(sections: [
          .init(id: .number(1), items: [1, 2]), .init(id: .number(2), items: [4]),
        ]))
    #expect(store.fetchCount == fetchesBefore)
    #expect(recorder.take().count == 2)
    #expect(recorder.failures.isEmpty)
  }

  @Test func aSingleChangeDoesNotAskTheStore() throws {
    let store = CountingStore(Self.fruit)
    let controller = try FetchedResultsController(store: store, descriptor: Self.grouped)
    let fetchesBefore = store.fetchCount

    try store.upsert(Item(9, "kiwi", group: 2))

    #expect(store.fetchCount == fetchesBefore)
    #expect(controller.count == 5)
  }

  @Test func aNewDescriptorFetchesAgainAndReportsTheDifference() throws {
    let store = InMemoryStore(Self.fruit)
    let controller = try FetchedResultsController(store: store, descriptor: .byName)
    let recorder = ChangeRecorder(controller)

    let changes = try controller.setDescriptor(Self.grouped)

    #expect(changes == ChangeSet(deletedSections: [0], insertedSections: [0, 1]))
    #expect(recorder.take() == [changes])
    #expect(recorder.failures.isEmpty)
  }

  @Test func thePredicateKeepsOthersOutOfEveryChange() throws {
    let descriptor = FetchDescriptor<Item>(
      predicate: #Predicate { $0.group == 1 }, sortBy: [SortDescriptor(\.name)])
    let (store, recorder) = try Self.watch(Self.fruit, descriptor)

    try store.upsert(Item(7, "elder", group: 2))
    try store.upsert(Item(3, "banana", group: 1))

    #expect(recorder.take() == [ChangeSet(insertedRows: [RowPath(section: 0, row: 1)])])
  }

  @Test func aBatchIsOneChangeSet() throws {
    let (store, recorder) = try Self.watch(Self.fruit, Self.grouped)

    try store.write { batch in
      batch.delete(id: 1)
      batch.upsert(Item(2, "cranberry", group: 1))
      batch.upsert(Item(6, "avocado", group: 2))
    }

    let changes = recorder.take()
    #expect(changes.count == 1)
    #expect(
      changes.first
        == ChangeSet(
          deletedRows: [RowPath(section: 0, row: 0)], insertedRows: [RowPath(section: 1, row: 0)],
          updatedRows: [RowPath(section: 0, row: 0)]))
    #expect(recorder.failures.isEmpty)
  }

  @Test func aControllerThatIsReleasedStopsListening() throws {
    let store = InMemoryStore(Self.fruit)
    weak var released: FetchedResultsController<Item>?
    do {
      let controller = try FetchedResultsController(store: store, descriptor: .byName)
      released = controller
    }

    try store.upsert(Item(8, "lime"))

    #expect(released == nil)
  }

  private static func watch(
    _ items: [Item], _ descriptor: FetchDescriptor<Item>
  ) throws -> (InMemoryStore<Item>, ChangeRecorder<Item>) {
    let store = InMemoryStore(items)
    let controller = try FetchedResultsController(store: store, descriptor: descriptor)
    return (store, ChangeRecorder(controller))
  }
}
