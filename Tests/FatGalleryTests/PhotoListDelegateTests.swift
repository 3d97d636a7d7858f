import Models
import TestSupport
import Testing

@testable import FatGallerySteps

/// Step 2's delegate: which row it reports as selected, and what it refuses, with no screen.
@Suite("Step 2: the delegate")
@MainActor
struct PhotoListDelegateTests {
  final class Selections {
    var reported: [Int] = []
  }

  let selections = Selections()
  var delegate: Step2.PhotoListDelegate {
    Step2.PhotoListDelegate { [selections] row, _ in selections.reported.append(row) }
  }
  let source = Step2.PhotoDataSource(photos: Photo.samples(count: 5), rowsPerPage: 2)

  @Test func aRowOnAnyPageIsReported() {
    let note = delegate.open(["4"], in: source)

    #expect(note == nil)
    #expect(selections.reported == [4])
  }

  @Test(
    arguments: [
      ([], "open needs a row number, e.g. open 3."),
      (["two"], "open needs a row number, e.g. open 3."),
      (["1", "2"], "open needs a row number, e.g. open 3."),
      (["0"], "There is no row 0 in this list of 5."),
      (["6"], "There is no row 6 in this list of 5."),
    ] as [([Substring], String)])
  func badInputIsRefusedAndNothingIsReported(arguments: [Substring], note: String) {
    #expect(delegate.open(arguments[...], in: source) == note)
    #expect(selections.reported.isEmpty)
  }

  @Test func nothingCanBeSelectedBeforeThePhotosLoad() {
    #expect(delegate.open(["1"], in: nil) == "There are no photos to show yet.")
    #expect(selections.reported.isEmpty)
  }
}
