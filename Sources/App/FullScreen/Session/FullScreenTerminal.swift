import Flags
import TerminalKit
import Views

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the full-screen front end starts: whether it suits this process, and running it with
/// the terminal restored on every way out.
///
/// ```swift
/// if FullScreenTerminal.suitsThisProcess() {
///   status = await FullScreenTerminal.run(GalleryKeys(coordinator: coordinator), flags: options)
/// }
/// ```
@MainActor
public enum FullScreenTerminal {
  /// Whether keys can be read one at a time and frames drawn in place: standard input and
  /// output are both terminals and `TERM` is not `dumb` (a terminal that cannot move its
  /// cursor). Anything else (a pipe, a file, an editor's shell) gets the line front end.
  ///
  /// `NO_COLOR` is no reason to leave: the full screen then draws without colour, marking
  /// the cursor's row with `▸` alone.
  public static func suits(_ probe: TerminalProbe, inputIsTerminal: Bool) -> Bool {
    inputIsTerminal && probe.outputIsTerminal && probe.environment["TERM"] != "dumb"
  }

  /// ``suits(_:inputIsTerminal:)`` for this process.
  public static func suitsThisProcess() -> Bool {
    suits(.current(), inputIsTerminal: isatty(STDIN_FILENO) == 1)
  }

  /// Runs `screens` on this process's terminal until they finish, the terminal closes or a
  /// signal asks to stop; returns the exit status.
  ///
  /// The terminal is restored however the run ends: the keys' own way out, Ctrl-C, SIGTERM,
  /// SIGHUP, SIGQUIT, the terminal closing. It is restored in a `defer`, so a path added later
  /// (an error thrown, an early return) restores it too. Ctrl-Z and SIGTSTP restore it while
  /// the process is stopped, and take it again once continued.
  public static func run(_ screens: some KeyedScreen, flags: some TerminalFlags) async -> Int32 {
    let terminal: RawTerminal
    do {
      terminal = try RawTerminal()
    } catch {
      StandardError.writeLine("\(untrusted: error.description)")
      return 1
    }
    let previousActions = SignalPipe.install()
    terminal.enter()
    defer {
      terminal.restore()
      SignalPipe.uninstall(previousActions)
    }
    let session = FullScreenSession(
      screens: screens, screen: { screen(for: flags, probe: .current()) },
      events: TerminalEvents.reading(terminal.input), terminal: terminal)
    let status = await session.run()
    if !session.notSavedAtQuit.isEmpty {
      // Said on the shell's screen, where it stays: the full screen is gone.
      terminal.restore()
      for sentence in session.notSavedAtQuit {
        StandardError.writeLine("Quitting with changes not saved. " + sentence)
      }
    }
    if status == 128 + SIGQUIT {
      // SIGQUIT's default action writes a crash report and ends the process: let it, on the
      // shell's screen in the shell's mode, rather than over the frame in raw mode.
      terminal.restore()
      SignalPipe.uninstall(previousActions)
      SignalPipe.raiseOnThisThread(SIGQUIT)
    }
    return status
  }

  /// The screen to draw on: the window's size (not `COLUMNS` or `LINES`, which do not follow a
  /// resize), narrowed by `--width` and `--height` but never wider or taller than the window.
  static func screen(for flags: some TerminalFlags, probe: TerminalProbe) -> Screen {
    var probe = probe
    probe.environment["COLUMNS"] = nil
    probe.environment["LINES"] = nil
    let window = Screen(probe: probe)
    return Screen(
      width: min(flags.width ?? window.width, window.width),
      height: min(flags.height ?? window.height, window.height),
      usesColor: window.usesColor && flags.allowsColor, usesTrueColor: window.usesTrueColor)
  }
}
