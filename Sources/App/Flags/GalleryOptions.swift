import Foundation

/// The Gallery's command-line flags, parsed and checked before anything starts.
public struct GalleryOptions: SampleOptions, TerminalFlags, ServerFlags, Hashable, Sendable {
  /// A server with the jsonplaceholder shape; nil runs against the embedded backend.
  public var baseURL: URL?
  /// Columns to draw in, overriding `COLUMNS` and the terminal.
  public var width: Int?
  /// Lines to draw in, overriding `LINES` and the terminal.
  public var height: Int?
  /// False when `--no-color` turns styling off even on a terminal.
  public var allowsColor = true
  /// Whether `--help` asked for the usage text instead of the app.
  public var showsHelp = false
  /// The `--faults` plan for the embedded backend, as typed, for the sample (which knows it).
  public var faults: String?
  /// Where fetched photos are kept: in memory, or in a file that a later start shows at once.
  public var store = StoreChoice.memory
  /// The largest response body accepted, in bytes (`--max-response`).
  public var maximumResponseSize = OptionArguments.defaultResponseSize

  /// The usage text `--help` prints.
  public static let usage = """
    Usage: Gallery [--base-url URL] [--faults SPEC]
                   [--store memory|file PATH|sqlite PATH]
                   [--max-response BYTES] [--width N] [--height N] [--no-color] [--help]

    Browse photos grouped by album, in the terminal. Offline by default: the Gallery starts an
    embedded backend on a loopback port serving generated photos.

    Options:
      --base-url URL  Use a server with the jsonplaceholder shape instead
                      (e.g. https://jsonplaceholder.typicode.com).
      --faults SPEC   Make the embedded backend fail on purpose, to watch the Gallery cope:
                      rules separated by ';', each PATH=FAULT[,first:N][,retry-after:S].
                      PATH is exact (/photos), a prefix (/photos/*) or * for all; first:N
                      fails only the first N requests; retry-after (with status) asks the
                      client to wait S seconds, or date+S for an HTTP-date.
                      Faults: delay:SECONDS, stall-headers, stall-body, status:CODE,
                      truncate, reset-body, reset-upload, malformed-json, wrong-shape,
                      oversize[:BYTES], oversize-stream[:BYTES], redirect-loop,
                      deflate-bomb[:BYTES] (a compression bomb), endless-body[:BYTES]
                      (stops after BYTES; default: never in practice),
                      trickle-upload[:BYTES] (takes an upload at BYTES a second),
                      endless-pages[:NEW] (full pages forever; NEW new photos each),
                      double-pages (twice the rows asked for), html-answer and
                      reset-answer (a write is kept, its answer is HTML or lost).
                      e.g. --faults '/photos=status:503,retry-after:2,first:2'
      --store memory  Keep fetched photos in memory only (the default).
      --store file PATH
                      Keep fetched photos in a JSON file: a later start shows them at once,
                      then refreshes them from the server.
      --store sqlite PATH
                      The same in a SQLite database, saving only the photos that changed.
    \(OptionUsage.response(column: 18))
    \(OptionUsage.terminal(column: 18))
      --help          Show this text.

    With input from a pipe, the Gallery reads one command a line and prints a plain frame after
    each; type 'help' for the commands. Each line waits for the work of the one before, except
    that on the video-post screen cancel, back or quit arriving while a transfer runs acts at
    once; lines already waiting when it began (post, then quit, piped whole) wait their turn.
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
      case "--store": store = try arguments.storeChoice(flag, inline)
      default: throw .unknownFlag(flag)
      }
    }
    try checkServerFlags()
  }
}
