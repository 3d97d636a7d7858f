import Models
import TerminalKit
import TestSupport
import Testing
import Views

@testable import FatGallerySteps

/// Step 4's view: a pure function from a state to a frame, checked line by line.
@Suite("Step 4: the view")
struct PhotoListViewTests {
  let screen = Screen(width: 50, height: 8)

  @Test func aFailureIsAnAlertThatSaysWhatToDo() {
    let frame = Step4.PhotoListView.frame(for: .failed(.status(503)), note: nil, on: screen)

    #expect(
      frame.text == """
        Photos · failed
        ┌ Could not load the photos.
        │ The server answered 503.
        └ Type refresh to try again.

        next · prev · open N · back · refresh · quit
        """)
  }

  @Test func aPageShowsItsRangeAndTheNote() {
    let photos = Photo.samples(count: 12)

    let frame = Step4.PhotoListView.frame(
      for: .list(photos[9..<11], firstRow: 10, of: 12), note: "This is the last page.",
      on: screen)

    #expect(
      frame.text == """
        Photos 10–11 of 12
          10  photo 10
          11  photo 11
        This is the last page.
        next · prev · open N · back · refresh · quit
        """)
  }

  @Test func aHostileTitleIsShownNotObeyed() {
    let photo = Photo.sample(id: 7, title: "\u{1B}]0;pwned\u{07}dusk")

    let frame = Step4.PhotoListView.frame(
      for: .detail(photo, row: 7, of: 9), note: nil, on: screen)

    #expect(frame.lines[1].plainText == "Title      ␛]0;pwned␇dusk")
    #expect(!frame.text.contains("\u{1B}"))
  }
}
