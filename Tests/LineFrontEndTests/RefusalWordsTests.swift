import Coordinators
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// The coordinators word each refusal whole: a view model's refusal is a fact, and the message a
/// sample shows states it with the command that helps, reading as the samples always have.
@Suite("Refusal words")
struct RefusalWordsTests {
  /// A Gallery refusal of every kind, with its words: `EveryFactIsWordedTests` checks that
  /// every case of every fact is here.
  nonisolated static let galleryWords: [(GalleryRefusal, String)] = [
    (
      GalleryRefusal.page(.rowNotVisible(99, visible: 1...3)),
      "No row 99 on this page: choose 1–3, or next/prev to page."
    ),
    (.page(.rowNotVisible(4, visible: nil)), "No row 4: there are no rows on this page."),
    (
      .page(.noSuchPage(direction: .next, current: 2, count: 2)),
      "Already on the last page (2 of 2); prev goes back."
    ),
    (
      .page(.noSuchPage(direction: .previous, current: 1, count: 2)),
      "Already on the first page (1 of 2); next goes forward."
    ),
    (.intent(.nothingToRetry), "Nothing to retry: the last load did not fail."),
    (
      .photoList(.unknownAlbum(9, known: 1...3)),
      "No photos in album 9: albums are 1–3, or all."
    ),
    (.photoList(.unknownAlbum(1, known: nil)), "No photos in album 1: there are no albums yet."),
    (.photoList(.noSuchPhoto(42)), "Photo 42 is no longer in the list."),
    (.albums(.noSuchAlbum(7)), "Album 7 is no longer in the list."),
  ]

  /// A word list refusal of every kind, with its words.
  nonisolated static let wordListWords: [(WordListRefusal, String)] = [
    (
      WordListRefusal.paging(.noSuchPage(direction: .next, current: 3, count: 3)),
      "Already on the last page (3 of 3); prev goes back."
    ),
    (
      .paging(.noSuchPage(direction: .previous, current: 1, count: 3)),
      "Already on the first page (1 of 3); next goes forward."
    ),
    (
      .paging(.rowNotVisible(9, visible: 1...3)),
      "No row 9 on this page: choose 1–3, or next/prev to page."
    ),
    (.paging(.rowNotVisible(4, visible: nil)), "No row 4: there are no rows on this page."),
    (.noSuchRow(7, count: 5), "No word 7: choose 1–5."),
    (.noSuchRow(7, count: 1), "No word 7: choose 1."),
    (.noSuchRow(7, count: 0), "No word 7: the list is empty."),
    (.list(.noSuchWord(12)), "Word 12 is no longer in the list."),
    (.list(.emptyWord), "A word needs at least one letter."),
    (.list(.wordTooLong(limit: 40)), "A word has at most 40 characters."),
    (.list(.store("the disk is full")), "the disk is full"),
    (
      .list(.noIDLeft),
      "No word can be added: the store already holds the largest id, \(Int.max), and ids are "
        + "never reused."
    ),
  ]

  @Test(arguments: galleryWords)
  func theGalleryWordsTheFactWithItsCommands(refusal: GalleryRefusal, message: String) {
    #expect(GalleryLines.refusal(refusal) == .error(message))
  }

  @Test(arguments: wordListWords)
  func theWordListWordsTheFactWithItsCommands(refusal: WordListRefusal, message: String) {
    #expect(WordListCommand.refusal(refusal) == .error(message))
  }

  /// Every fact of a view model the tables above carry (paging and row numbers are the line
  /// front end's own, worded with its commands on purpose).
  static var describedFacts: [any Error & CustomStringConvertible] {
    galleryWords.compactMap { refusal, _ -> (any Error & CustomStringConvertible)? in
      switch refusal {
      case .intent(let fact): fact
      case .screen(let fact): (fact as Any) as? any Error & CustomStringConvertible
      case .page: nil
      }
    }
      + wordListWords.compactMap { refusal, _ -> (any Error & CustomStringConvertible)? in
        switch refusal {
        case .list(let fact): fact
        case .paging, .noSuchRow: nil
        }
      }
  }

  @Test func noFactNamesACommand() {
    for fact in Self.describedFacts {
      let words = Set(fact.description.split { !$0.isLetter }.map(String.init))
      // "Nothing to retry" states the fact with the verb, and reads the same behind a button.
      let verbs: Set<String> = (fact as? IntentError) == .nothingToRetry ? ["retry"] : []
      for command in ["next", "prev", "all", "retry", "refresh"] where !verbs.contains(command) {
        #expect(!words.contains(command), "\(fact.description) names '\(command)'")
      }
    }
  }
}
