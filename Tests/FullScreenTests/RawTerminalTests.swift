import Coordinators
import Flags
import Foundation
import Testing
import Views

@testable import FullScreen
@testable import TerminalKit

/// The terminal's mode in and out of raw mode, on a real pseudo-terminal in this process.
@MainActor
@Suite("Raw terminal")
struct RawTerminalTests {
  @Test func enteringMakesKeysArriveRawAndRestoringPutsBackEveryFlag() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let before = pty.mode
    let terminal = try RawTerminal(input: pty.terminal, output: pty.terminal)

    terminal.enter()
    let raw = pty.mode
    terminal.restore()
    terminal.restore()

    #expect(!raw.isCanonicalWithEcho)
    #expect(raw.c_lflag & tcflag_t(ISIG) == 0, "Ctrl-C arrives as a key, not as SIGINT")
    #expect(pty.mode.hasSameFlags(as: before))
    // Every byte written in and out of raw mode, read as it arrives (a deadline as a safety net:
    // the bytes are in the terminal already, so 10 s holds on any machine that runs the suite).
    let written =
      ANSI.alternateScreen + ANSI.hideCursor + ANSI.bracketedPasteOn + ANSI.bracketedPasteOff
      + ANSI.showCursor + ANSI.mainScreen
    var screen = TerminalScreen()
    let deadline = ContinuousClock.now + .seconds(10)
    while screen.byteCount < written.utf8.count, ContinuousClock.now < deadline {
      screen.receive(pty.read(waiting: 100))
    }
    #expect(screen.byteCount == written.utf8.count)
    #expect(!screen.isAlternate && !screen.hidesCursor && !screen.bracketsPastes)
  }

  @Test func aKeyTypedJustAfterFgSurvivesTheTerminalBeingTakenAgain() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let terminal = try RawTerminal(input: pty.terminal, output: pty.terminal)
    terminal.enter()
    defer { terminal.restore() }

    // `q` pressed at once after `fg`, before the SIGCONT is handled and the terminal retaken:
    // waiting to read it (10 s only a safety net) puts it in the terminal's input queue.
    pty.type(Array("q".utf8))
    var waiting = pollfd(fd: pty.terminal, events: Int16(POLLIN), revents: 0)
    #expect(poll(&waiting, 1, 10_000) == 1)
    terminal.retake()

    let stillThere = poll(&waiting, 1, 1_000) == 1
    #expect(stillThere, "the key is still there to read")
    guard stillThere else { return }
    var byte: UInt8 = 0
    #expect(read(pty.terminal, &byte, 1) == 1 && byte == UInt8(ascii: "q"))
  }

  @Test func aPipeIsNoTerminal() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }

    #expect(throws: RawTerminal.Failure.notATerminal(ends[0])) {
      try RawTerminal(input: ends[0], output: ends[1])
    }
  }

  @Test(
    "full screen only at a terminal that can move its cursor",
    arguments: [
      (true, true, "xterm-256color", true), (true, true, "dumb", false),
      (false, true, "xterm-256color", false), (true, false, "xterm-256color", false),
    ])
  func fullScreenSuits(input: Bool, output: Bool, term: String, suits: Bool) {
    let probe = TerminalProbe(environment: ["TERM": term], outputIsTerminal: output)

    #expect(FullScreenTerminal.suits(probe, inputIsTerminal: input) == suits)
  }

  @Test func theScreenIsTheWindowNotColumnsNarrowedByTheFlags() throws {
    let probe = TerminalProbe(
      environment: ["COLUMNS": "200", "LINES": "90", "TERM": "xterm", "NO_COLOR": "1"],
      outputIsTerminal: true, windowSize: .init(columns: 100, rows: 30))
    let narrow = try GalleryOptions(arguments: ["--width", "60", "--height", "500"])

    let window = FullScreenTerminal.screen(for: GalleryOptions(), probe: probe)
    let flagged = FullScreenTerminal.screen(for: narrow, probe: probe)

    #expect((window.width, window.height, window.usesColor) == (100, 30, false))
    #expect((flagged.width, flagged.height) == (60, 30))
  }
}
