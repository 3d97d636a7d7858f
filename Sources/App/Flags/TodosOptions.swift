import Foundation

/// The Todos sample's command-line flags, parsed and checked before anything starts.
public struct TodosOptions: SampleOptions, TerminalFlags, ServerFlags, Hashable, Sendable {
  /// A server with the jsonplaceholder shape; nil runs against the embedded backend.
  public var baseURL: URL?
  /// The `--faults` plan for the embedded backend, as typed, for the sample (which knows it).
  public var faults: String?
  /// The largest response body accepted, in bytes (`--max-response`).
  public var maximumResponseSize = OptionArguments.defaultResponseSize
  /// Columns to draw in, overriding `COLUMNS` and the terminal.
  public var width: Int?
  /// Lines to draw in, overriding `LINES` and the terminal.
  public var height: Int?
  /// False when `--no-color` turns styling off even on a terminal.
  public var allowsColor = true
  /// Whether `--help` asked for the usage text instead of the app.
  public var showsHelp = false

  /// The usage text `--help` prints.
  public static let usage = """
    Usage: Todos [--base-url URL] [--faults SPEC] [--max-response BYTES]
                 [--width N] [--height N] [--no-color] [--help]

    A todo list kept on a server: add, toggle, edit, delete and filter, each shown at once and
    put back to what the server last confirmed if it says no. Offline by default: Todos starts
    an embedded backend on a loopback port serving generated todos.

    Options:
      --base-url URL  Use a server with the jsonplaceholder shape instead
                      (e.g. https://jsonplaceholder.typicode.com).
      --faults SPEC   Make the embedded backend fail on purpose, as the Gallery's does
                      (Gallery --help lists the faults); a rule may name a method, e.g.
                      --faults '/todos/*=status:503,method:PATCH' or '/todos/*=delay:2'.
    \(OptionUsage.response(column: 18))
    \(OptionUsage.terminal(column: 18))
      --help          Show this text.

    With input from a pipe, Todos reads one command a line and prints a plain frame after
    each; type 'help' for the commands.
    """

  /// Creates the defaults: embedded backend, detected size, colour where supported.
  public init() {}

  /// Parses `arguments` (without the program name); `--flag value` and `--flag=value` both work.
  public init(arguments: some Sequence<String>) throws(OptionsError) {
    var arguments = OptionArguments(arguments)
    while let (flag, inline) = arguments.next() {
      if try parseTerminalFlag(flag, inline, from: &arguments) { continue }
      if try parseServerFlag(flag, inline, from: &arguments) { continue }
      switch flag {
      case "--help", "-h": showsHelp = true
      default: throw .unknownFlag(flag)
      }
    }
    try checkServerFlags()
  }
}
