import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// The photo list's words for the facts its view model hands over: the list says the step and
/// the cause; the view says them in words.
struct PhotoListWordsTests {
  private let commands = ListFixtures.listCommands

  func text(_ failure: LoadFailure) -> String {
    PhotoListView.frame(for: .failed(failure), on: Screen(width: 200), commands: commands)
      .plainText
  }

  @Test func aListRepeatingIdsNamesTheFirstFiveAndSaysNothingWasKept() {
    let failure = LoadFailure(PhotoSync.Refusal.repeatedIDs(Array(1...7)))

    #expect(failure.cause == .repeatedIDs(Array(1...7)))
    #expect(failure.message.isEmpty)
    #expect(
      text(failure).contains(
        "Could not load photos: The server sent more than one photo with id 1, 2, 3, 4, 5 and 2 "
          + "more; none was kept."))
  }

  @Test func aStoreThatCouldNotKeepThePhotosSaysSoBeforeItsOwnWords() {
    let failure = LoadFailure(message: "disk full", step: .keeping)

    #expect(text(failure).contains("Could not load photos: Could not keep the photos: disk full"))
  }
}
