import Foundation
import Testing

/// The Gallery as a job of a real shell with job control, as a person runs it: Ctrl-Z stops it
/// for real, `bg` continues it in the background, where it must neither draw nor touch the
/// terminal's mode, and `fg` brings it back, drawn again, still running.
///
/// A suite of its own for its time limit: five steps, each a debug sample's work, can take more
/// than two minutes on a busy machine.
@Suite("Gallery as a shell's job", .serialized, .timeLimit(.minutes(6)))
struct GalleryJobControlTests {
  @Test func sentToTheBackgroundItDrawsNothingAndBackInTheForegroundItRedraws() throws {
    // A shell with job control, as a person has: Ctrl-Z stops the Gallery for real, `bg`
    // continues it in the background, `fg` brings it back. Without line editing the shell
    // reads its commands in the terminal's own line mode, so that mode shows whose turn it is.
    let shell = try TerminalSample(
      path: "/bin/bash", arguments: ["bash", "--norc", "--noprofile", "--noediting", "-i"],
      columns: 100, rows: 30, environment: ["PS1": "$ "])
    let gallery = TerminalSample.productsDirectory.appending(path: "Gallery").path
    shell.type("'\(gallery)'\n")
    try shell.waitForScreen("the first page") { screen in
      screen.isAlternate && screen.text.contains("5,000 shown")
    }

    shell.type("\u{1A}")
    try shell.waitForText("Stopped")
    shell.type("bg\n")
    // The shell has run a command after `bg`, so the Gallery was continued before it.
    shell.type("echo shell-$((6 * 7))\n")
    try shell.waitForText("shell-42")
    #expect(!shell.screen.isAlternate, "nothing drawn over the shell")
    #expect(shell.screen.alternateScreenEntries == 1)
    #expect(shell.pty.mode.isCanonicalWithEcho, "the shell's line mode, untouched")
    // (A SIGCONT read late may take the terminal again once more after `fg`: that is a
    // redraw in the foreground, so the entries are not counted after this.)

    shell.type("fg\n")
    try shell.waitForScreen("the Gallery drawn again") { screen in
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
