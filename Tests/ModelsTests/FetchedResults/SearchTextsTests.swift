import DataEngine
import Foundation
import Models
import TestSupport
import Testing

/// The packed search texts of a list's slots: every slot reads its own text, whatever was
/// written, replaced, cleared and compacted before, and the garbage stays bounded.
@Suite("Search texts, packed", .timeLimit(.minutes(10)))
struct SearchTextsTests {
  static let words = ["amber", "Río", "harbour", "Café", "東京", "brûlée", "", "a", "tide"]

  @Test(arguments: 1...20)
  func everySlotKeepsItsTextThroughReplacesClearsAndCompactions(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var texts = SearchTexts()
    var expected: [String] = []
    var compactions = 0
    for step in 0..<600 {
      let slot = Int.random(in: 0...expected.count, using: &random)
      let before = texts.byteCount
      if slot < expected.count, Int.random(in: 0...3, using: &random) == 0 {
        texts.clear(slot)
        expected[slot] = ""
      } else {
        let words = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          Self.words.randomElement(using: &random)!
        }
        let text = FoldedText(words.joined(separator: " "))
        texts.set(text, at: slot)
        if slot == expected.count { expected.append("") }
        expected[slot] = text.value
      }
      if texts.byteCount < before { compactions += 1 }

      let live = expected.reduce(0) { $0 + $1.utf8.count }
      #expect(texts.count == expected.count, "seed \(seed), step \(step)")
      #expect(texts.byteCount == live + texts.garbageCount, "seed \(seed), step \(step)")
      #expect(texts.garbageCount <= live + texts.count, "seed \(seed), step \(step)")
      for (slot, text) in expected.enumerated() {
        #expect(texts.text(at: slot) == text, "seed \(seed), step \(step), slot \(slot)")
      }
    }
    #expect(compactions > 0, "seed \(seed): the garbage never grew enough to compact")
  }

  @Test func aMatchDoesNotRunPastTheEndOfItsText() {
    var texts = SearchTexts()
    texts.set(FoldedText("harbour"), at: 0)
    texts.set(FoldedText("tide"), at: 1)

    // Written over "harbour", whose last bytes stay in the buffer as garbage.
    texts.set(FoldedText("hat"), at: 0)

    #expect(texts.text(at: 0) == "hat")
    #expect(texts.contains(FoldedText("hat"), at: 0))
    #expect(!texts.contains(FoldedText("hatb"), at: 0))
    #expect(!texts.contains(FoldedText("bour"), at: 0))
    #expect(!texts.contains(FoldedText("tti"), at: 0))
    #expect(texts.contains(FoldedText("tide"), at: 1))
  }

  @Test func foldedNonASCIITextMatchesWhateverCaseAndAccentsTheTermHas() {
    var texts = SearchTexts()
    texts.set(FoldedText("Crème Brûlée"), at: 0)
    texts.set(FoldedText("東京 Río"), at: 1)

    #expect(texts.text(at: 0) == "creme brulee")
    #expect(texts.contains(FoldedText("BRÛLÉ"), at: 0))
    #expect(texts.contains(FoldedText("京 rio"), at: 1))
    #expect(!texts.contains(FoldedText("京京"), at: 1))
    #expect(texts.contains(FoldedText(""), at: 1))
  }

  @Test func aClearedSlotMatchesOnlyTheEmptyTerm() {
    var texts = SearchTexts()
    texts.set(FoldedText("amber"), at: 0)

    texts.clear(0)

    #expect(texts.text(at: 0) == "")
    #expect(!texts.contains(FoldedText("a"), at: 0))
    #expect(texts.contains(FoldedText(""), at: 0))
  }
}

/// A slot freed by a delete is reused by the next entity, which must be searched by its own
/// text, never the one the slot held before.
@Suite("Fetched results, reused slots", .timeLimit(.minutes(10)))
struct ReusedSlotSearchTests {
  typealias Snapshot = SectionedSnapshot<SectionKey, Int>

  @Test func aReusedSlotIsSearchedByItsNewEntitysText() throws {
    let store = InMemoryStore([Item(1, "Apple"), Item(2, "kiwi")])
    var descriptor = FetchDescriptor<Item>.byName
    descriptor.search = .name("apple")
    let recorder = ChangeRecorder(
      try FetchedResultsController(store: store, descriptor: descriptor))
    let controller = recorder.controller

    // The apple's slot is freed, then taken by a fig; a longer name takes the kiwi's slot.
    _ = try store.delete(id: 1)
    _ = try store.upsert(Item(3, "fig"))
    _ = try store.upsert(Item(2, "Pineapple Crème"))

    #expect(controller.snapshot == Snapshot(sections: [.init(id: .all, items: [2])]))
    controller.search(for: "FIG")
    #expect(controller.snapshot == Snapshot(sections: [.init(id: .all, items: [3])]))
    controller.search(for: "creme")
    #expect(controller.snapshot == Snapshot(sections: [.init(id: .all, items: [2])]))
    controller.search(for: "kiwi")
    #expect(controller.snapshot == Snapshot(sections: []))
    #expect(recorder.failures.isEmpty)
  }
}
