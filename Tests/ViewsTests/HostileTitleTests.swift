import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Titles written to attack a terminal are shown, neutralised, and never break the layout.
struct HostileTitleTests {
  /// One title per attack, each on its own photo.
  static let titles = [
    "\u{1B}[2J\u{1B}[Hscreen wiped",  // CSI: clear screen, cursor home
    "\u{1B}]0;pwned\u{07}window title",  // OSC: set the window title
    "\u{1B}[31mred\u{1B}[0m and \u{9B}1mC1 bold",  // SGR, and a C1 CSI
    "invoice\u{202E}fdp.exe",  // right-to-left override: would show "invoiceexe.pdf"
    "tab\there\nnew line\r\nand CRLF",
    "東京の夜景と富士山の写真",  // CJK: two columns each
    "family 👨‍👩‍👧‍👦 flag 🇯🇵 keycap 1️⃣ heart ❤️",
    "zero\u{200B}width\u{FEFF}and\u{E0041}\u{E0042}tags",
    String(repeating: "very long title ", count: 19) + "END",  // over 300 characters
  ]

  private var photos: [Photo] {
    Self.titles.enumerated().map { .sample(id: $0.offset + 1, albumID: 1, title: $0.element) }
  }

  @Test(arguments: [80, 40])
  func hostileTitlesAreNeutralisedInTheList(width: Int) {
    let content = ListFixtures.content(photos)
    let frame = content.frame(on: Screen(width: width), commands: ListFixtures.listCommands)
    assertFrame(frame, named: "list-hostile-\(width)")
  }

  @Test(arguments: [80, 40])
  func hostileTitlesAreNeutralisedInTheDetail(width: Int) {
    // Every attack in one title; the detail wraps it instead of cutting it.
    let photo = Photo.sample(id: 1, albumID: 1, title: Self.titles.joined(separator: " "))
    let frame = PhotoDetailView.frame(
      for: .loaded(photo), on: Screen(width: width), commands: ListFixtures.detailCommands)
    assertFrame(frame, named: "detail-hostile-\(width)")
  }

  @Test func hostileSearchTermsAndFailuresAreNeutralisedToo() {
    let term = "\u{1B}[2J\u{202E}evil"
    let failure = LoadFailure(message: "\u{1B}]0;pwned\u{07}server\nsays no")
    let content = ListFixtures.content(
      [ListFixtures.photo(id: 1, albumID: 1)], query: PhotoQuery(searchTerm: term),
      refresh: .failed(failure))
    let list = content.frame(
      on: Screen(width: 120), commands: ListFixtures.listCommands,
      message: .error("\u{1B}[31mfrom a server"))
    assertFrame(list, named: "list-hostile-header-120")
    let withoutMessage = content.frame(on: Screen(width: 120), commands: ListFixtures.listCommands)
    assertFrame(withoutMessage, named: "list-hostile-refresh-message-120")
  }

  @Test(arguments: 1...100)
  func noHostileTitleBreaksTheLayoutAtAnyWidth(width: Int) {
    for screen in [Screen(width: width), Screen(width: width, usesColor: true)] {
      let content = ListFixtures.content(photos)
      expectWellFormed(
        content.frame(on: screen, commands: ListFixtures.listCommands))
      for photo in photos {
        expectWellFormed(
          PhotoDetailView.frame(
            for: .failed(photo, LoadFailure(message: photo.title)), on: screen,
            commands: ListFixtures.detailCommands))
      }
    }
  }
}
