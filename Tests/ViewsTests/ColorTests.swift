import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Colour is styling wrapped around safe text when the screen allows it, and nothing otherwise.
struct ColorTests {
  private let content = ListFixtures.content(
    [ListFixtures.photo(id: 1, albumID: 1), .sample(id: 2, albumID: 1, title: "\u{1B}[2Jwipe")],
    query: PhotoQuery(grouping: .album), refresh: .refreshing)

  private func frame(color: Bool) -> Frame {
    content.frame(
      on: Screen(width: 60, usesColor: color),
      commands: ListFixtures.listCommands, message: .error("No row 9 on this page."))
  }

  @Test func aColourFrameHasSGROnlyAroundSafeText() {
    let colored = frame(color: true)
    expectWellFormed(colored)
    #expect(colored.text.contains("\u{1B}[1;7mPhotos\u{1B}[0m"))  // bold inverse title
    #expect(colored.text.contains("\u{1B}[31mNo row 9 on this page.\u{1B}[0m"))  // red error
    #expect(colored.text.contains("␛[2Jwipe"))  // the title's ESC is still neutralised
  }

  @Test func aPlainFrameHasNoEscapeAtAll() {
    let plain = frame(color: false)
    expectWellFormed(plain)
    #expect(!plain.text.contains("\u{1B}"))
  }

  @Test func colourChangesStylingOnlyNeverTheWords() {
    #expect(frame(color: true).plainText == frame(color: false).plainText)
  }

  @Test func aColourFrameMatchesItsGolden() {
    assertFrame(frame(color: true), named: "list-color-60")
  }
}
