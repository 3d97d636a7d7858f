import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// Randomized, seeded, reproducible: for random descriptors and random sequences of writes,
/// every announced change set turns the rows before into the rows after, and the rows kept up to
/// date change by change equal a fresh fetch.
@Suite("Fetched results, randomized")
struct FetchedResultsPropertyTests {
  @Test(arguments: 1...60)
  func everyChangeSetAppliesAndRowsMatchAFreshFetch(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let store = InMemoryStore(
      (0..<Int.random(in: 0...30, using: &random)).map { Self.item($0, &random) })
    var descriptor = Self.descriptor(&random)
    let recorder = ChangeRecorder(
      try FetchedResultsController(store: store, descriptor: descriptor))
    let controller = recorder.controller

    for step in 0..<80 {
      let (operation, touched) = try Self.operate(store, controller, &descriptor, &random)
      let context = "seed \(seed), step \(step), \(operation)"

      #expect(recorder.failures.isEmpty, "\(context): \(recorder.failures)")
      #expect(controller.snapshot == (try Self.freshSnapshot(store, descriptor)), "\(context)")
      for changes in recorder.take() {
        #expect(!changes.isEmpty, "\(context): an empty change set was announced")
        if let touched {
          #expect(changes.movedRows.count <= touched, "\(context): \(changes)")
        }
      }
    }
  }

  /// Pages of hundreds of new ids in ascending order, as a list loading from a server brings
  /// them, are kept whole by the store and the list (shared, not copied); between them, the
  /// same random writes as above, which then change rows inside those pages.
  @Test(arguments: 1...12)
  func pagesKeptWholeStayRightThroughLaterWrites(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let (store, initial, recorder) = try Self.watchedEmptyStore(&random)
    var descriptor = initial
    let controller = recorder.controller
    var nextID = 41

    for step in 0..<30 {
      let operation: String
      if Int.random(in: 0...2, using: &random) == 0 {
        // A page: new ids after every id held (sometimes one held already, which the store
        // and the list must take one by one instead).
        let size = Int.random(in: 256...400, using: &random)
        let first = Int.random(in: 0...4, using: &random) == 0 ? nextID - 1 : nextID
        try store.upsert(contentsOf: (first..<first + size).map { Self.item($0, &random) })
        nextID = first + size
        operation = "page of \(size) from \(first)"
      } else {
        operation = try Self.operate(store, controller, &descriptor, &random).0
      }
      let context = "seed \(seed), step \(step), \(operation)"

      #expect(recorder.failures.isEmpty, "\(context): \(recorder.failures)")
      #expect(controller.snapshot == (try Self.freshSnapshot(store, descriptor)), "\(context)")
      // The values, not only the ids: every row read through the list and every entity read
      // by id from the store is the one a fresh fetch gives.
      let shown = controller.sections.indices.flatMap {
        controller.entities(inSection: $0, rows: 0..<controller.sections[$0].count)
      }
      #expect(shown == (try store.fetch(descriptor)), "\(context)")
      let all = try store.fetchAll()
      #expect(all == store.everything().entities, "\(context)")
      #expect(all.allSatisfy { store.fetch(id: $0.id) == $0 }, "\(context)")
      _ = recorder.take()
    }
  }

  /// An empty store, a random descriptor, and a recorder of what a controller over them
  /// announces.
  static func watchedEmptyStore(
    _ random: inout SeededGenerator
  ) throws -> (InMemoryStore<Item>, FetchDescriptor<Item>, ChangeRecorder<Item>) {
    let store = InMemoryStore<Item>()
    let descriptor = descriptor(&random)
    let recorder = ChangeRecorder(
      try FetchedResultsController(store: store, descriptor: descriptor))
    return (store, descriptor, recorder)
  }

  /// The rows a store fetch gives for `descriptor`: the reference the controller must match.
  static func freshSnapshot(
    _ store: InMemoryStore<Item>, _ descriptor: FetchDescriptor<Item>
  ) throws -> SectionedSnapshot<SectionKey, Int> {
    SectionedSnapshot(try store.fetch(descriptor), descriptor)
  }

  static let names = [
    "ant", "Bee", "cat", "Ćow", "deer", "eel", "ému", "fox", "gnu", "hen", "ibis",
  ]

  static func item(_ id: Int, _ random: inout SeededGenerator) -> Item {
    let name = names.randomElement(using: &random)! + String(Int.random(in: 0...9, using: &random))
    return Item(id, name, group: Int.random(in: 0...3, using: &random))
  }

  static func descriptor(_ random: inout SeededGenerator) -> FetchDescriptor<Item> {
    var descriptor = FetchDescriptor<Item>()
    switch Int.random(in: 0...3, using: &random) {
    case 0: descriptor.sortBy = [SortDescriptor(\.name)]
    case 1: descriptor.sortBy = [SortDescriptor(\.name, order: .reverse)]
    case 2: descriptor.sortBy = [SortDescriptor(\.group), SortDescriptor(\.name)]
    default: break
    }
    if Bool.random(using: &random) { descriptor.sectionKey = { .number($0.group) } }
    if Int.random(in: 0...3, using: &random) == 0 {
      descriptor.predicate = #Predicate { $0.group != 3 }
    }
    if Bool.random(using: &random) {
      descriptor.fetchLimit = Int.random(in: 0...12, using: &random)
    }
    descriptor.search = .name(["", "", "e", "a", "c"].randomElement(using: &random)!)
    return descriptor
  }

  /// Performs one random operation; returns its name and how many rows it may move: as many
  /// as the entities it wrote, none for a search (it only filters), any for a new descriptor.
  static func operate(
    _ store: InMemoryStore<Item>, _ controller: FetchedResultsController<Item>,
    _ descriptor: inout FetchDescriptor<Item>, _ random: inout SeededGenerator
  ) throws -> (String, Int?) {
    let existing = try store.fetchAll()
    let someID = { (random: inout SeededGenerator) in
      existing.randomElement(using: &random)?.id ?? Int.random(in: 0...40, using: &random)
    }
    switch Int.random(in: 0...99, using: &random) {
    case 0..<25:
      let item = item(Int.random(in: 0...40, using: &random), &random)
      try store.upsert(item)
      return ("upsert \(item)", 1)
    case 25..<45:
      // An edit that keeps the name but changes the group, or the reverse: crossing sections
      // and the limit in every direction.
      let id = someID(&random)
      var item = store.fetch(id: id) ?? Self.item(id, &random)
      if Bool.random(using: &random) {
        item.group = Int.random(in: 0...3, using: &random)
      } else {
        item.name = Self.item(id, &random).name
      }
      try store.upsert(item)
      return ("edit \(item)", 1)
    case 45..<65:
      let id = someID(&random)
      try store.delete(id: id)
      return ("delete \(id)", 1)
    case 65..<85:
      var batch = StoreBatch<Item>()
      let size = Int.random(in: 2...(Bool.random(using: &random) ? 6 : 90), using: &random)
      for _ in 0..<size {
        if Int.random(in: 0...2, using: &random) == 0 {
          batch.delete(id: someID(&random))
        } else {
          batch.upsert(item(Int.random(in: 0...40, using: &random), &random))
        }
      }
      store.commit(batch)
      return ("batch of \(size)", size)
    case 85..<93:
      let term = ["", "e", "a", "ee", "C", "mu", "x1"].randomElement(using: &random)!
      controller.search(for: term)
      descriptor.search = .name(term)
      return ("search \(term)", 0)
    default:
      descriptor = Self.descriptor(&random)
      try controller.setDescriptor(descriptor)
      return ("new descriptor", nil)
    }
  }
}
