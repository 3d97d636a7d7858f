import DataEngine
import Essentials
import Foundation
import Testing

/// A list reads each row's order keys once, when the row enters, and compares the kept keys after
/// that: no sort, merge or binary search reads an entity's key path again. A key that costs
/// something to read (a title folded by `String.folded`) then costs once a row, which is what lets
/// the entity hold only its own fields.
@Suite("Fetched results, keys read once", .serialized, .timeLimit(.minutes(10)))
struct RowKeysTests {
  /// An entity whose folded name counts how often it is read.
  struct Tally: StoreEntity {
    let id: Int
    let name: String

    /// How many times any tally's folded name was read.
    static let reads = Locked(0)

    var foldedName: FoldedText {
      Self.reads.withLock { $0 += 1 }
      return name.folded
    }

    /// Tally `id`, its name scrambled so that ids and names order rows differently.
    static func numbered(_ id: Int, renamed: Bool = false) -> Tally {
      Tally(id: id, name: "Name \((id * 7_919 + (renamed ? 500 : 0)) % 1_000)")
    }
  }

  static let byName = FetchDescriptor<Tally>(sortBy: [SortDescriptor(\.foldedName)])

  /// The reads `body` makes.
  static func reads(during body: () throws -> Void) rethrows -> Int {
    Tally.reads.withLock { $0 = 0 }
    try body()
    return Tally.reads.withLock { $0 }
  }

  @Test func oneChangedRowIsPlacedReadingOnlyItsOwnKey() throws {
    let store = InMemoryStore((0..<1_000).map { Tally.numbered($0) })
    let controller = try FetchedResultsController(store: store, descriptor: Self.byName)

    let reads = try Self.reads { try store.upsert(Tally.numbered(3, renamed: true)) }

    let expected = try store.fetch(Self.byName).map(\.id)
    #expect(reads == 1)
    #expect(controller.snapshot.sections[0].items == expected)
  }

  @Test func aBatchIsSortedAndMergedReadingEachArrivalsKeyOnce() throws {
    let store = InMemoryStore((0..<1_000).map { Tally.numbered($0) })
    let controller = try FetchedResultsController(store: store, descriptor: Self.byName)

    let reads = try Self.reads {
      try store.upsert(contentsOf: (1_000..<1_200).map { Tally.numbered($0) })
    }

    let expected = try store.fetch(Self.byName).map(\.id)
    #expect(reads == 200)
    #expect(controller.snapshot.sections[0].items == expected)
  }

  @Test func aFetchSortsReadingEachEntitysKeyOnce() throws {
    let store = InMemoryStore((0..<1_000).map { Tally.numbered($0) })

    var fetched: [Tally] = []
    let reads = try Self.reads { fetched = try store.fetch(Self.byName) }

    #expect(reads == 1_000)
    #expect(fetched.map(\.name) == fetched.map(\.name).sorted())
  }
}
