import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// Batches too large to move row by row (more than 64 writes), which the randomized suite's
/// 41 ids never reach: loading a list in batches, and refreshes that insert, edit and delete
/// many rows at once. Every announced change set must turn the rows before into the rows after,
/// and the rows must equal a fresh fetch.
@Suite("Fetched results, large batches", .timeLimit(.minutes(10)))
struct FetchedResultsBatchTests {
  typealias Randomized = FetchedResultsPropertyTests

  @Test(arguments: 1...40)
  func loadingInBatchesAnnouncesExactlyTheInsertedRows(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let (store, descriptor, recorder) = try Randomized.watchedEmptyStore(&random)
    // Batches in id order, as a server that pages sends them, some reaching into old sections.
    var next = 0
    for step in 0..<6 {
      let size = Int.random(in: 65...150, using: &random)
      let batch = (next..<next + size).map { Randomized.item($0, &random) }
      next += size
      try Self.upsertExpectingInserts(
        batch, store, recorder, descriptor, "seed \(seed), batch \(step) of \(size)")
    }
  }

  @Test(arguments: 1...40)
  func largeMixedBatchesKeepTheRowsRight(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let store = InMemoryStore((0..<200).map { Randomized.item($0, &random) })
    var descriptor = Randomized.descriptor(&random)
    let recorder = ChangeRecorder(
      try FetchedResultsController(store: store, descriptor: descriptor))
    let controller = recorder.controller
    for step in 0..<12 {
      var batch = StoreBatch<Item>()
      for _ in 0..<Int.random(in: 65...300, using: &random) {
        let id = Int.random(in: 0...400, using: &random)
        switch Int.random(in: 0...3, using: &random) {
        case 0: batch.delete(id: id)
        case 1:
          // Same name, maybe another section; or the reverse.
          var item = store.fetch(id: id) ?? Randomized.item(id, &random)
          item.group = Int.random(in: 0...3, using: &random)
          batch.upsert(item)
        default: batch.upsert(Randomized.item(id, &random))
        }
      }
      let valuesBefore = Dictionary(uniqueKeysWithValues: try store.fetchAll().map { ($0.id, $0) })
      let before = controller.snapshot
      store.commit(batch)
      let after = controller.snapshot
      // Rows shown before and after whose value changed are marked updated, and no others.
      let shownBefore = Set(before.sections.flatMap(\.items))
      let changed = Set(
        after.sections.flatMap(\.items).filter {
          shownBefore.contains($0) && valuesBefore[$0] != store.fetch(id: $0)
        })
      let commitChanges = recorder.take().first ?? .empty
      let marked = Set(commitChanges.updatedRows.compactMap { after[$0] })
      #expect(marked == changed, "seed \(seed), step \(step): updated rows")
      if Int.random(in: 0...3, using: &random) == 0 {
        let term = ["", "e", "a", "C"].randomElement(using: &random)!
        controller.search(for: term)
        descriptor.search = .name(term)
      }
      let context = "seed \(seed), step \(step)"
      #expect(recorder.failures.isEmpty, "\(context): \(recorder.failures)")
      #expect(
        controller.snapshot == (try Randomized.freshSnapshot(store, descriptor)), "\(context)")
      for changes in recorder.take() {
        #expect(!changes.isEmpty, "\(context): an empty change set was announced")
      }
    }
  }

  /// Each kind of sort key a batch's keys are read by (folded text, number, any other
  /// comparable compared whole), ascending and descending, with and without sections, mixed.
  static let orders: [[SortDescriptor<Item>]] = [
    [SortDescriptor(\.foldedName)],
    [SortDescriptor(\.foldedName, order: .reverse)],
    [SortDescriptor(\.group, order: .reverse), SortDescriptor(\.foldedName)],
    [SortDescriptor(\.id, order: .reverse)],
    [SortDescriptor(\.name, order: .reverse), SortDescriptor(\.foldedName)],
    [SortDescriptor(\.foldedName), SortDescriptor(\.name), SortDescriptor(\.group)],
  ]

  @Test(arguments: orders.indices, [false, true])
  func batchesOutOfOrderMergeByEveryKindOfKey(order: Int, sectioned: Bool) throws {
    var random = SeededGenerator(seed: UInt64(order * 2 + (sectioned ? 1 : 0)))
    let store = InMemoryStore<Item>()
    var descriptor = FetchDescriptor<Item>(sortBy: Self.orders[order])
    if sectioned { descriptor.sectionKey = { .number($0.group) } }
    let recorder = ChangeRecorder(
      try FetchedResultsController(store: store, descriptor: descriptor))
    // Names repeat (ties fall to id), and ids arrive shuffled, so every batch is sorted.
    var ids = Array(0..<600)
    ids.shuffle(using: &random)
    for (step, start) in stride(from: 0, to: ids.count, by: 150).enumerated() {
      let batch = ids[start..<start + 150].map { Randomized.item($0, &random) }
      try Self.upsertExpectingInserts(
        batch, store, recorder, descriptor, "order \(order), sectioned \(sectioned), batch \(step)")
    }
  }

  /// Upserts `batch` of new items and expects the rows to equal a fresh fetch and the one
  /// announced change set to be exactly what a diff of the rows before and after reports.
  static func upsertExpectingInserts(
    _ batch: [Item], _ store: InMemoryStore<Item>, _ recorder: ChangeRecorder<Item>,
    _ descriptor: FetchDescriptor<Item>, _ context: String
  ) throws {
    let controller = recorder.controller
    let before = controller.snapshot
    try store.upsert(contentsOf: batch)
    #expect(recorder.failures.isEmpty, "\(context): \(recorder.failures)")
    #expect(
      controller.snapshot == (try Randomized.freshSnapshot(store, descriptor)), "\(context)")
    // Only inserts: exactly what a diff of the rows before and after reports.
    let expected = SnapshotDiff.changes(from: before, to: controller.snapshot)
    let announced = recorder.take()
    #expect(announced == (expected.isEmpty ? [] : [expected]), "\(context)")
  }
}
