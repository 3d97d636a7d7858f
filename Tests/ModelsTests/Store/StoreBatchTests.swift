import DataEngine
import Models
import TestSupport
import Testing

/// A batch keeps a page of upserts as the array it came in, and whatever the writes' mix, it
/// lists them in the order they were made and commits their net change.
@Suite("Store batches", .timeLimit(.minutes(10)))
struct StoreBatchTests {
  @Test func operationsAreListedInTheOrderTheyWereMade() {
    var batch = StoreBatch<Item>()
    batch.upsert(contentsOf: [Item(1, "a"), Item(2, "b")])
    batch.upsert(Item(3, "c"))
    batch.delete(id: 1)
    batch.upsert(Item(4, "d"))
    batch.upsert(contentsOf: [Item(5, "e")].lazy.map { $0 })
    #expect(
      batch.operations == [
        .upsert(Item(1, "a")), .upsert(Item(2, "b")), .upsert(Item(3, "c")), .delete(1),
        .upsert(Item(4, "d")), .upsert(Item(5, "e")),
      ])
  }

  @Test func aPageOfNewIdsInOrderIsInsertedAsItCame() throws {
    let store = InMemoryStore([Item(1, "a")])
    let page = (2...6).map { Item($0, "page \($0)") }
    let change = try store.upsert(contentsOf: page)
    #expect(change == StoreChange(inserted: page))
    #expect(try store.fetchAll() == [Item(1, "a")] + page)
  }

  @Test(arguments: [
    // A known id in the page: updated, not inserted.
    (
      [Item(1, "z"), Item(2, "b")],
      StoreChange<Item>(inserted: [Item(2, "b")], updated: [Item(1, "z")])
    ),
    // An id twice: its last value, once.
    ([Item(2, "b"), Item(2, "c")], StoreChange<Item>(inserted: [Item(2, "c")])),
    // Out of order: reported in id order.
    ([Item(3, "c"), Item(2, "b")], StoreChange<Item>(inserted: [Item(2, "b"), Item(3, "c")])),
  ])
  func aPageThatIsNotOnlyNewIdsInOrderReportsItsNetChange(
    page: [Item], expected: StoreChange<Item>
  ) throws {
    let store = InMemoryStore([Item(1, "a")])
    #expect(try store.upsert(contentsOf: page) == expected)
  }
}
