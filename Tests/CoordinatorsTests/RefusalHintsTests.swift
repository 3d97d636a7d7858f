import Testing
import ViewModels

@testable import Coordinators

/// The coordinators word the hints: a view model's refusal states the fact, and the message a
/// sample shows adds the command that helps, reading as the samples always have.
@Suite("Refusal hints")
struct RefusalHintsTests {
  @Test(arguments: [
    (
      IntentError.rowNotVisible(99, visible: 1...3) as any Error,
      "No row 99 on this page: choose 1–3, or next/prev to page."
    ),
    (IntentError.rowNotVisible(4, visible: nil), "No row 4: there are no rows on this page."),
    (
      IntentError.noSuchPage(direction: .next, current: 2, count: 2),
      "Already on the last page (2 of 2); prev goes back."
    ),
    (
      IntentError.noSuchPage(direction: .previous, current: 1, count: 2),
      "Already on the first page (1 of 2); next goes forward."
    ),
    (IntentError.nothingToRetry, "Nothing to retry: the last load did not fail."),
    (
      PhotoListError.unknownAlbum(9, known: 1...3),
      "No photos in album 9: albums are 1–3, or all."
    ),
    (PhotoListError.unknownAlbum(1, known: nil), "No photos in album 1: there are no albums yet."),
  ])
  func theGalleryAddsItsCommandsToTheFact(error: any Error, message: String) {
    #expect(RefusalHints.message(for: error) == message)
  }

  @Test(arguments: [
    (
      IntentError.noSuchPage(direction: .next, current: 3, count: 3) as any Error,
      "Already on the last page (3 of 3); prev goes back."
    ),
    (WordListError.noSuchRow(7, count: 5), "No word 7: choose 1–5."),
    (WordListError.emptyWord, "A word needs at least one letter."),
  ])
  func theWordListAddsItsCommandsToTheFact(error: any Error, message: String) {
    #expect(WordListRefusalHints.message(for: error) == message)
  }

  @Test func noFactNamesACommand() {
    let facts: [any Error] = [
      IntentError.rowNotVisible(99, visible: 1...3),
      IntentError.noSuchPage(direction: .next, current: 2, count: 2),
      IntentError.noSuchPage(direction: .previous, current: 1, count: 2),
      PhotoListError.unknownAlbum(9, known: 1...3),
    ]
    for fact in facts {
      let text = String(describing: fact)
      for word in ["next", "prev", "all", "retry", "refresh"] {
        #expect(!text.contains(word), "\(text) names '\(word)'")
      }
    }
  }
}
