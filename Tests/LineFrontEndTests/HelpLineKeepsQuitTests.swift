import LineFrontEnd
import TerminalKit
import Testing
import Views

/// Every screen's help line keeps its way out at every width from 40 columns: a screen with one
/// more command loses commands from the middle of the line, never `quit` at its end.
@Suite("A help line keeps quit")
struct HelpLineKeepsQuitTests {
  static let catalogs: [(String, [CommandHelp])] = [
    ("photo list", PhotoListCommand.catalog), ("photo", PhotoDetailCommand.catalog),
    ("albums", AlbumsCommand.catalog), ("posts", PostsCommand.catalog),
    ("post", PostCommand.catalog), ("todos", TodosCommand.catalog),
    ("words", WordListCommand.catalog), ("video post", VideoPostCommand.catalog),
  ]

  @Test(arguments: 40...120)
  func everyScreensHelpLineEndsInQuit(width: Int) {
    for (name, catalog) in Self.catalogs {
      let line = HelpLine.line(for: catalog, width: width).plainText
      #expect(line.hasSuffix("quit"), "\(name) at \(width): \(line)")
      #expect(line.count <= width)
    }
  }

  @Test func aScreenWithOneMoreCommandStillShowsQuit() {
    let more =
      PhotoDetailCommand.catalog.dropLast() + [
        CommandHelp(usage: "share EMAIL", summary: "Send the photo to someone."),
        PhotoDetailCommand.catalog.last!,
      ]

    let line = HelpLine.line(for: Array(more), width: 40).plainText

    #expect(line.hasSuffix("· quit"), "\(line)")
  }
}
