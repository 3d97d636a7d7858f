import Foundation
import Testing
import Views

/// The Gallery at a real (pseudo-)terminal: keys in, screens out, the window resized, and the
/// terminal left as it was found however the Gallery ends.
@Suite("Gallery at a terminal", .serialized, .timeLimit(.minutes(10)))
struct GalleryTerminalTests {
  static let down = "\u{1B}[B"
  static let escape = "\u{1B}"

  /// The Gallery in a 100 by 30 window, its photos loaded and their first page drawn whole.
  func startedGallery(columns: Int = 100, rows: Int = 30) throws -> TerminalSample {
    let gallery = try TerminalSample("Gallery", columns: columns, rows: rows)
    // A page is the height less five lines (header, message, help, and room for a second
    // message line and a "continued" header); its last row is drawn last.
    let lastRow = " \(rows - 5)  "
    try gallery.waitForScreen("the first page") { screen in
      screen.text.contains("5,000 shown") && screen.lines.contains { $0.contains(lastRow) }
    }
    return gallery
  }

  /// The line the cursor is on.
  func cursorLine(_ gallery: TerminalSample) -> String? {
    gallery.screen.lines.first { $0.hasPrefix("▸") }
  }

  @Test func downDownDownEnterOpensPhotoFourAndEscapeReturns() throws {
    let gallery = try startedGallery()
    #expect(gallery.screen.isAlternate && gallery.screen.hidesCursor)

    let firstFrames = gallery.screen.byteCount

    gallery.type(Self.down + Self.down + Self.down)
    try gallery.waitForScreen("the cursor on row 4") { _ in
      cursorLine(gallery)?.contains(" 4  ") == true
    }
    // Each move rewrites the two rows the cursor left and entered, not the screen.
    let moves = gallery.screen.byteCount - firstFrames
    #expect(
      moves < firstFrames / 4, "3 moves wrote \(moves) bytes; the first frames \(firstFrames)")
    gallery.type("\r")
    try gallery.waitForText("Photo 4")
    gallery.type(Self.escape)
    try gallery.waitForText("5,000 shown")

    #expect(cursorLine(gallery)?.contains(" 4  ") == true)
    gallery.type("q")
    #expect(try gallery.waitForExit() == 0)
  }

  @Test func slashNarrowsTheListOnEveryKeystrokeWithTheQueryVisible() throws {
    let gallery = try startedGallery()

    gallery.type("/")
    for prefix in ["h", "ha", "har", "harb"] {
      gallery.type(String(prefix.last!))
      try gallery.waitForText("matching \"\(prefix)\"")
      try gallery.waitForText("/\(prefix)▏")
    }
    gallery.type(Self.escape)
    try gallery.waitForScreen("the search cleared") {
      $0.lines.first?.contains("5,000 shown") == true
    }

    #expect(gallery.screen.lines.allSatisfy { !$0.contains("matching") })
    gallery.type("q")
    #expect(try gallery.waitForExit() == 0)
  }

  @Test func resizingRedrawsAtTheNewSize() throws {
    let gallery = try startedGallery()
    #expect(gallery.screen.lines.contains { SafeText(untrusted: $0).width > 60 })

    gallery.pty.resize(columns: 60, rows: 20)
    try gallery.waitForScreen("a 60-column header") {
      SafeText(untrusted: $0.lines.first ?? "").width == 60
    }

    #expect(gallery.screen.lines.allSatisfy { SafeText(untrusted: $0).width <= 60 })
    #expect(gallery.screen.lines.count <= 20)
    gallery.type("q")
    #expect(try gallery.waitForExit() == 0)
  }

  @Test(
    "the terminal is restored after q, Ctrl-C and SIGTERM",
    arguments: [("q", 0), ("\u{03}", 0), ("SIGTERM", 128 + SIGTERM)] as [(String, Int32)])
  func theTerminalIsRestored(ending: String, status: Int32) throws {
    let gallery = try startedGallery()
    #expect(gallery.modeAtStart.isCanonicalWithEcho)
    #expect(!gallery.pty.mode.isCanonicalWithEcho, "the Gallery reads keys in raw mode")

    if ending == "SIGTERM" {
      kill(gallery.processIdentifier, SIGTERM)
    } else {
      gallery.type(ending)
    }

    #expect(try gallery.waitForExit() == status)
    #expect(gallery.pty.mode.isCanonicalWithEcho)
    #expect(gallery.pty.mode.hasSameFlags(as: gallery.modeAtStart))
    #expect(!gallery.screen.isAlternate)
    #expect(!gallery.screen.hidesCursor)
  }
}
