import Foundation

/// The VideoPost sample's command-line flags, parsed and checked before anything starts.
public struct VideoPostOptions: SampleOptions, TerminalFlags, Hashable, Sendable {
  /// What the run is for.
  public enum Action: Hashable, Sendable {
    /// Print the usage text.
    case showHelp
    /// Print the library's assets.
    case listAssets
    /// Post the file at this path.
    case postFile(String)
    /// Post the library asset with this identifier.
    case postAsset(String)
  }

  /// What the run is for.
  public var action: Action
  /// A folder of movies to use as the library; nil uses the generated demo library.
  public var library: URL?
  /// How fast fetching an asset copies, in bytes per second; nil copies at full speed.
  public var exportRate: Int64?
  /// A server that accepts tus uploads and posts; nil runs against the embedded backend.
  public var baseURL: URL?
  /// The largest response body accepted, in bytes (`--max-response`).
  public var maximumResponseSize = OptionArguments.defaultResponseSize
  /// Columns to draw in, overriding `COLUMNS` and the terminal.
  public var width: Int?
  /// Lines to draw in, overriding `LINES` and the terminal.
  public var height: Int?
  /// False when `--no-color` turns styling off even on a terminal.
  public var allowsColor = true

  /// The export rates that make sense: from a crawl to faster than a disk.
  public static let exportRates = 1_000...10_000_000_000

  /// The usage text `--help` prints.
  public static let usage = """
    Usage: VideoPost (--file PATH | --asset ID | --list-assets) [--library DIR]
                     [--export-rate BYTES_PER_SEC] [--base-url URL] [--max-response BYTES]
                     [--width N] [--height N] [--no-color] [--help]

    Post a video with a caption, from a file or from a media library, in the terminal.
    Offline by default: uploads go to an embedded backend on a loopback port.

    Options:
      --file PATH          Post the video file at PATH.
      --asset ID           Post the library asset ID (see --list-assets).
      --list-assets        List the library's assets and exit.
      --library DIR        Use the movies in DIR as the library; default: a demo library
                           of generated clips in a temporary folder.
      --export-rate N      Fetch assets at N bytes a second, to watch the progress.
      --base-url URL       Post to another server that speaks tus and /video-posts.
    \(OptionUsage.response(column: 23))
      --width N            Draw N columns wide (\(widths.lowerBound)-\(widths.upperBound)).
      --height N           Draw N lines tall (\(heights.lowerBound)-\(heights.upperBound)).
      --no-color           Never style output (NO_COLOR does the same).
      --help               Show this text.

    With input from a pipe, VideoPost reads one command a line (caption TEXT, post, cancel,
    retry, status, quit) and prints a plain frame after each, with progress frames at 0%, 25%,
    50%, 75% and 100% while a transfer runs. Each line waits for the work of the one before,
    except that cancel, back or quit arriving while a transfer runs acts at once; lines that
    were already waiting when it began (a script piped whole: post, then quit) wait their turn.
    """

  /// Creates options for `action`, everything else at its default.
  public init(action: Action) { self.action = action }

  /// Parses `arguments` (without the program name); exactly one of `--file`, `--asset` and
  /// `--list-assets` is needed, unless `--help` is given.
  public init(arguments: some Sequence<String>) throws(OptionsError) {
    action = .showHelp
    var arguments = OptionArguments(arguments)
    var actions: [Action] = []
    var help = false
    while let (flag, inline) = arguments.next() {
      if try parseTerminalFlag(flag, inline, from: &arguments) { continue }
      switch flag {
      case "--help", "-h": help = true
      case "--list-assets": actions.append(.listAssets)
      case "--file": actions.append(.postFile(try arguments.value(of: flag, inline)))
      case "--asset": actions.append(.postAsset(try arguments.value(of: flag, inline)))
      case "--library":
        library = URL(fileURLWithPath: try arguments.value(of: flag, inline), isDirectory: true)
      case "--export-rate":
        exportRate = Int64(
          try OptionArguments.number(
            flag, try arguments.value(of: flag, inline), Self.exportRates))
      case "--base-url": baseURL = try OptionArguments.url(try arguments.value(of: flag, inline))
      case "--max-response": maximumResponseSize = try arguments.responseSize(flag, inline)
      default: throw .unknownFlag(flag)
      }
    }
    if help { return }
    guard actions.count == 1, let only = actions.first else {
      throw .badCombination(
        actions.isEmpty
          ? "Choose a video: --file PATH or --asset ID (--list-assets shows the assets)."
          : "Choose one of --file, --asset and --list-assets, not \(actions.count).")
    }
    action = only
  }

  /// Whether `--help` asked for the usage instead of the sample.
  public var showsHelp: Bool { action == .showHelp }
}
