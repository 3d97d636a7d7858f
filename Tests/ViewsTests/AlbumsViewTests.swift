import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// Golden frames of the albums screen: a page of albums with owners and counts, hostile text,
/// and the loading and failed states.
struct AlbumsViewTests {
  static let commands = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(usage: "open N", summary: "Show an album's photos."),
    CommandHelp(usage: "back", summary: "Return."),
  ]

  static let rows = [
    AlbumRow(
      album: Album(
        id: 3, userID: 1, title: "Amber harbour at dusk, with a title long enough to cut"),
      owner: "Zoë Ångström", photoCount: 50),
    AlbumRow(
      album: Album(id: 1, userID: 2, title: "東京 nights"), owner: "Ola Nordmann", photoCount: 1),
    AlbumRow(
      album: Album(id: 12, userID: 3, title: "Evil\u{1B}[2J\u{202E}title"),
      owner: "Mallory\u{1B}]0;owned\u{07}", photoCount: 0),
  ]

  @Test(arguments: [80, 40])
  func aPageListsTitleOwnerAndPhotoCount(width: Int) {
    let frame = AlbumsView.frame(
      for: .loaded(Self.rows), pager: LinePager(pageSize: 3), on: Screen(width: width, height: 8),
      commands: Self.commands)

    assertFrame(frame, named: "albums-\(width)")
  }

  @Test func aLaterPageNumbersItsRowsThroughTheWholeList() throws {
    var pager = LinePager(pageSize: 2)
    try pager.turn(.next, in: ListScreenView.layout(of: Self.rows))

    let frame = AlbumsView.frame(
      for: .loaded(Self.rows), pager: pager, on: Screen(width: 60, height: 6),
      commands: Self.commands)

    #expect(frame.plainText.hasPrefix("Albums · 3 albums · by title · page 2 of 2"))
    #expect(frame.plainText.contains("  3  Evil"))
  }

  @Test func hostileTitlesAndNamesCannotReachTheTerminal() {
    let frame = AlbumsView.frame(
      for: .loaded(Self.rows), pager: LinePager(pageSize: 3), on: Screen(width: 80, height: 8),
      commands: Self.commands)

    #expect(!frame.text.contains("\u{1B}[2J"))
    #expect(!frame.text.contains("\u{1B}]0"))
    #expect(!frame.text.contains("\u{202E}"))
  }

  @Test func aFailureSaysWhatWentWrongAndWhatRetryWillDo() {
    let frame = AlbumsView.frame(
      for: .failed(LoadFailure(message: "Could not reach 127.0.0.1:9: connection refused")),
      pager: LinePager(pageSize: 3), on: Screen(width: 80, height: 8), commands: Self.commands)

    assertFrame(frame, named: "albums-failed-80")
  }

  @Test func loadingSaysSo() {
    let frame = AlbumsView.frame(
      for: .loading, pager: LinePager(pageSize: 3), on: Screen(width: 80, height: 6),
      commands: Self.commands)

    #expect(frame.plainText.hasPrefix("Albums · loading…"))
  }

  @Test func anOwnerTheServerDoesNotListIsNamedByNumber() {
    let row = AlbumRow(
      album: Album(id: 5, userID: 9, title: "cabin"), ownerName: nil, photoCount: 0)
    let frame = AlbumsView.frame(
      for: .loaded([row]), pager: LinePager(pageSize: 3), on: Screen(width: 60, height: 8),
      commands: Self.commands)

    #expect(frame.plainText.contains("user 9"))
  }
}
