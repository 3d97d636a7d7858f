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
    (.albums(.notListed(7)), "Album 7 is no longer in the list."),
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

  /// A todo list refusal of every kind, with its words.
  nonisolated static let todoListWords: [(TodosRefusal, String)] = [
    (TodosRefusal.list(.notLoaded), "The todos have not loaded yet."),
    (.list(.noSuchTodo(4)), "Todo 4 is no longer in the list."),
    (.list(.title(.empty)), "A todo needs a title."),
    (.list(.title(.controlCharacters)), "A title is one line, without tabs or control characters."),
    (
      .list(.title(.tooLong(201, limit: 200))),
      "A title has at most 200 characters; this one has 201."
    ),
  ]

  @Test(arguments: todoListWords)
  func theTodoListWordsTheFactWithItsCommands(refusal: TodosRefusal, message: String) {
    #expect(TodosCommand.refusal(refusal) == .error(message))
  }

  /// Every fact of a view model the tables above carry (paging and row numbers are the line
  /// front end's own, worded with its commands on purpose).
  static var facts: [any Error] {
    galleryWords.compactMap { refusal, _ -> (any Error)? in
      switch refusal {
      case .intent(let fact): fact
      case .screen(let fact): (fact as Any) as? any Error & CustomStringConvertible
      case .page: nil
      }
    }
      + wordListWords.compactMap { refusal, _ -> (any Error)? in
        switch refusal {
        case .list(let fact): fact
        case .paging, .noSuchRow: nil
        }
      }
      + todoListWords.compactMap { refusal, _ -> (any Error)? in
        switch refusal {
        case .list(let fact): fact
        case .paging, .noSuchRow: nil
        }
      }
  }

  /// A view model's refusal is a fact with its values: the sentence is the front end's, so a
  /// port words it in its own language and no English reaches it from below.
  @Test func noFactCarriesASentence() {
    #expect(!Self.facts.isEmpty)
    for fact in Self.facts {
      let worded = (fact as Any) as? any CustomStringConvertible
      #expect(worded == nil, "\(type(of: fact)) words itself")
    }
  }
}
