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

  @Test func sentToTheBackgroundItDrawsNothingAndBackInTheForegroundItRedraws() throws {
    // A shell with job control, as a person has: Ctrl-Z stops the Gallery for real, `bg`
    // continues it in the background, `fg` brings it back. Without line editing the shell
    // reads its commands in the terminal's own line mode, so that mode shows whose turn it is.
    let shell = try TerminalSample(
      path: "/bin/bash", arguments: ["bash", "--norc", "--noprofile", "--noediting", "-i"],
      columns: 100, rows: 30, environment: ["PS1": "$ "])
    let gallery = TerminalSample.productsDirectory.appending(path: "Gallery").path
    shell.type("'\(gallery)'\n")
    try shell.waitForScreen("the first page", limit: .seconds(30)) { screen in
      screen.isAlternate && screen.text.contains("5,000 shown")
    }

    shell.type("\u{1A}")
    try shell.waitForText("Stopped", limit: .seconds(30))
    shell.type("bg\n")
    // The shell has run a command after `bg`, so the Gallery was continued before it.
    shell.type("echo shell-$((6 * 7))\n")
    try shell.waitForText("shell-42", limit: .seconds(30))
    #expect(!shell.screen.isAlternate, "nothing drawn over the shell")
    #expect(shell.screen.alternateScreenEntries == 1)
    #expect(shell.pty.mode.isCanonicalWithEcho, "the shell's line mode, untouched")
    // (A SIGCONT read late may take the terminal again once more after `fg`: that is a
    // redraw in the foreground, so the entries are not counted after this.)

    shell.type("fg\n")
    try shell.waitForScreen("the Gallery drawn again", limit: .seconds(30)) { screen in
      screen.isAlternate && screen.alternateScreenEntries >= 2 && screen.bracketsPastes
        && screen.text.contains("5,000 shown")
    }
    #expect(!shell.pty.mode.isCanonicalWithEcho, "raw mode again")

    shell.type("q")
    // Typed only once the Gallery has let go of the terminal, so the shell reads it.
    try shell.waitForScreen("the shell's screen") { !$0.isAlternate }
    shell.type("echo gallery-status-$?\n")
    try shell.waitForText("gallery-status-0")
    #expect(!shell.screen.isAlternate && !shell.screen.bracketsPastes)
    #expect(shell.pty.mode.isCanonicalWithEcho)
    shell.type("exit\n")
    #expect(try shell.waitForExit() == 0)
  }
}
