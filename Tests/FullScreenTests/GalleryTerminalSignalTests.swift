import Foundation
import Testing
import Views

/// The Gallery at a pseudo-terminal under a paste and the signals a shell sends: a paste into
/// the search costs one search per read, not one per character, so Ctrl-C and SIGTERM after it
/// are answered at once; Ctrl-Z and SIGTSTP give the shell its terminal back before stopping
/// and take it again after; SIGQUIT restores the terminal before its crash report.
@Suite("Gallery at a terminal: pastes and signals", .serialized, .timeLimit(.minutes(2)))
struct GalleryTerminalSignalTests {
  static let paste = String(repeating: "harbour ", count: 2_500)  // 20 kB

  func startedGallery(environment: [String: String] = [:]) throws -> TerminalSample {
    let gallery = try TerminalSample(
      "Gallery", columns: 100, rows: 30, environment: environment)
    try gallery.waitForScreen("the first page") { screen in
      screen.text.contains("5,000 shown") && screen.lines.contains { $0.contains(" 25  ") }
    }
    return gallery
  }

  @Test(
    "Ctrl-C and SIGTERM after a 20 kB paste into the search end the Gallery at once",
    arguments: [("\u{03}", 0), ("SIGTERM", 128 + SIGTERM)] as [(String, Int32)])
  func aPasteIntoTheSearchDoesNotHoldUpLeaving(ending: String, status: Int32) throws {
    let gallery = try startedGallery()
    gallery.type("/")
    try gallery.waitForText("/▏")

    gallery.paste(Self.paste)
    if ending == "SIGTERM" {
      kill(gallery.processIdentifier, SIGTERM)
    } else {
      gallery.type(ending)
    }

    // One search per read of the paste took it a second or two; one per character, minutes.
    #expect(try gallery.waitForExit(limit: .seconds(30)) == status)
    #expect(gallery.pty.mode.hasSameFlags(as: gallery.modeAtStart))
    #expect(!gallery.screen.isAlternate)
    #expect(!gallery.screen.bracketsPastes)
  }

  @Test func aLongPasteWithLineBreaksTabsAndEscapesIsOneSearchAndCtrlCEndsIt() throws {
    let gallery = try startedGallery()
    gallery.type("/")
    try gallery.waitForText("/▏")
    // 19 kB as a terminal sends a marked paste: its line breaks, tabs and arrow-key escapes are
    // text, so none ends the search or acts on the list.
    let lines = String(repeating: "harbour\tlights\u{1B}[B\n", count: 900)

    gallery.paste("\u{1B}[200~" + lines + "\u{1B}[201~")

    try gallery.waitForText("/harbour lights[B harbour lights[B")
    try gallery.waitForText("full: \(1000) characters at most")
    gallery.type("\u{03}")
    #expect(try gallery.waitForExit(limit: .seconds(30)) == 0)
    #expect(gallery.pty.mode.hasSameFlags(as: gallery.modeAtStart))
    #expect(!gallery.screen.bracketsPastes)
  }

  @Test(
    "Ctrl-Z and SIGTSTP restore the terminal, then take it again and redraw",
    arguments: ["\u{1A}", "SIGTSTP"])
  func suspendingRestoresTheTerminalAndResumingRedraws(suspend: String) throws {
    let gallery = try startedGallery()
    #expect(gallery.screen.mainScreenReturns == 0)

    // The test's pseudo-terminal session has no shell to continue a stopped job, so the system
    // does not stop it (an orphaned process group ignores SIGTSTP): the Gallery gives the
    // terminal back, is not stopped, and takes it again at once, as after `fg`.
    if suspend == "SIGTSTP" {
      kill(gallery.processIdentifier, SIGTSTP)
    } else {
      gallery.type(suspend)
    }

    try gallery.waitForScreen("the terminal given back and taken again") { screen in
      screen.mainScreenReturns == 1 && screen.isAlternate && screen.hidesCursor
        && screen.text.contains("5,000 shown")
    }
    #expect(!gallery.pty.mode.isCanonicalWithEcho, "raw mode again")
    gallery.type("q")
    #expect(try gallery.waitForExit() == 0)
    #expect(gallery.pty.mode.hasSameFlags(as: gallery.modeAtStart))
  }

  @Test func sigquitRestoresTheTerminalBeforeEnding() throws {
    // The crash report SIGQUIT asks for takes half a minute to symbolicate in a debug build;
    // what matters here is the terminal, so the runtime's backtracer is off.
    let gallery = try startedGallery(environment: ["SWIFT_BACKTRACE": "enable=no"])

    kill(gallery.processIdentifier, SIGQUIT)

    #expect(try gallery.waitForExit(limit: .seconds(60)) == 128 + SIGQUIT)
    #expect(gallery.pty.mode.isCanonicalWithEcho)
    #expect(gallery.pty.mode.hasSameFlags(as: gallery.modeAtStart))
    #expect(!gallery.screen.isAlternate)
    #expect(!gallery.screen.hidesCursor)
    #expect(!gallery.screen.bracketsPastes)
  }
}
