import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process can learn about where its output goes: ``current()`` reads it, and
/// ``Screen/init(widthOverride:probe:)`` applies the rules to any probe, so tests need no terminal.
public struct TerminalProbe: Hashable, Sendable {
  /// The environment variables (`COLUMNS`, `LINES`, `NO_COLOR`, `TERM`, `COLORTERM`).
  public var environment: [String: String]
  /// Whether standard output is a terminal (`isatty`).
  public var outputIsTerminal: Bool
  /// The window size the terminal reports (`ioctl(TIOCGWINSZ)`), if it reports one.
  public var windowSize: WindowSize?

  /// A terminal window's size as the terminal reports it; zero means "unknown".
  public struct WindowSize: Hashable, Sendable {
    /// Columns per line.
    public var columns: Int
    /// Lines.
    public var rows: Int

    /// A size as a test describes it; `current()` reads the real one from the terminal.
    public init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
    }
  }

  /// A terminal described by hand, so a test can ask what any terminal would get without
  /// being run in one; `current()` describes the process's own.
  public init(
    environment: [String: String] = [:], outputIsTerminal: Bool = false,
    windowSize: WindowSize? = nil
  ) {
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.windowSize = windowSize
  }

  /// Probes this process's environment and standard output.
  public static func current() -> TerminalProbe {
    TerminalProbe(
      environment: ProcessInfo.processInfo.environment,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      windowSize: standardOutputWindowSize())
  }

  private static func standardOutputWindowSize() -> WindowSize? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0 else { return nil }
    return WindowSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}

extension Screen {
  /// The widths a screen may be given by `COLUMNS` or a `--width` flag: the views are laid out
  /// sensibly from 20 columns, and no terminal is wider than 1000.
  public static let widths = 20...1000
  /// The heights a screen may be given by `LINES` or a `--height` flag: enough for the header,
  /// a row, a message and help, and no taller than any terminal.
  public static let heights = 5...1000

  /// The screen described by `probe`: width from `widthOverride` (a `--width` flag), `COLUMNS`
  /// or the terminal, height from `LINES` or the terminal (a `COLUMNS` or `LINES` outside
  /// ``widths`` or ``heights``, and a terminal size that is not positive, count as absent; a
  /// terminal larger than their upper bounds is drawn on at those bounds); colour
  /// only on a terminal without `NO_COLOR` (no-color.org) or `TERM=dumb`, true colour when
  /// `COLORTERM` announces it.
  public init(widthOverride: Int? = nil, probe: TerminalProbe) {
    let environment = probe.environment
    let size = probe.environmentSize
    let width = [widthOverride, size.columns, probe.windowSize?.columns]
      .lazy.compactMap { $0 }.first { $0 > 0 }.map { min($0, Screen.widths.upperBound) }
    let height = [size.lines, probe.windowSize?.rows]
      .lazy.compactMap { $0 }.first { $0 > 0 }.map { min($0, Screen.heights.upperBound) }
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let color = probe.outputIsTerminal && !noColor && environment["TERM"] != "dumb"
    let trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased())
    self.init(
      width: width ?? Screen.defaultWidth, height: height ?? Screen.defaultHeight,
      usesColor: color, usesTrueColor: trueColor)
  }

  /// The screen this process is drawing on now (call it before each frame to follow resizes);
  /// `widthOverride` is a `--width` flag, if given.
  public static func detect(widthOverride: Int? = nil) -> Screen {
    Screen(widthOverride: widthOverride, probe: .current())
  }
}
