import Foundation

/// The Gallery's command-line flags, parsed and checked before anything starts.
///
/// ```swift
/// let options = try GalleryOptions(arguments: ["--width", "100", "--no-color"])
/// ```
public struct GalleryOptions: Hashable, Sendable {
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

  /// The widths and heights the views are laid out for sensibly.
  public static let widths = 20...1000
  /// The heights a frame can have: enough for the header, a row, a message and help.
  public static let heights = 5...1000

  /// The usage text `--help` prints.
  public static let usage = """
    Usage: Gallery [--base-url URL] [--width N] [--height N] [--no-color] [--help]

    Browse photos grouped by album, in the terminal. Offline by default: the Gallery starts an
    embedded backend on a loopback port serving generated photos.

    Options:
      --base-url URL  Use a server with the jsonplaceholder shape instead
                      (e.g. https://jsonplaceholder.typicode.com).
      --width N       Draw N columns wide (\(widths.lowerBound)-\(widths.upperBound)); \
    default: COLUMNS, else the terminal, else 80.
      --height N      Draw N lines tall (\(heights.lowerBound)-\(heights.upperBound)); \
    default: LINES, else the terminal, else 24.
      --no-color      Never style output (NO_COLOR does the same).
      --help          Show this text.

    With input from a pipe, the Gallery reads one command a line and prints a plain frame after
    each; type 'help' for the commands.
    """

  /// Creates the defaults: embedded backend, detected size, colour where supported.
  public init() {}

  /// Parses `arguments` (without the program name); `--flag value` and `--flag=value` both work.
  public init(arguments: some Sequence<String>) throws(GalleryOptionsError) {
    var remaining = Array(arguments)[...]
    while let argument = remaining.popFirst() {
      let (flag, inline) = Self.split(argument)
      switch flag {
      case "--help", "-h": showsHelp = true
      case "--no-color": allowsColor = false
      case "--base-url":
        baseURL = try Self.url(try Self.value(of: flag, inline, &remaining))
      case "--width":
        width = try Self.number(flag, try Self.value(of: flag, inline, &remaining), Self.widths)
      case "--height":
        height = try Self.number(flag, try Self.value(of: flag, inline, &remaining), Self.heights)
      default: throw .unknownFlag(argument)
      }
    }
  }

  private static func split(_ argument: String) -> (flag: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func value(
    of flag: String, _ inline: String?, _ remaining: inout ArraySlice<String>
  ) throws(GalleryOptionsError) -> String {
    if let inline { return inline }
    guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
      throw .missingValue(flag)
    }
    return next
  }

  private static func number(
    _ flag: String, _ text: String, _ range: ClosedRange<Int>
  )
    throws(GalleryOptionsError) -> Int
  {
    guard let number = Int(text), range.contains(number) else {
      throw .badNumber(flag: flag, given: text, range: range)
    }
    return number
  }

  private static func url(_ text: String) throws(GalleryOptionsError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), url.host?.isEmpty == false
    else { throw .badURL(text) }
    return url
  }
}

/// Why the Gallery's flags could not be used; the description is one line for a person.
public enum GalleryOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A flag the Gallery does not know.
  case unknownFlag(String)
  /// A flag that needs a value, given none.
  case missingValue(String)
  /// A number out of range or not a number.
  case badNumber(flag: String, given: String, range: ClosedRange<Int>)
  /// A base URL that is not an absolute http or https URL.
  case badURL(String)

  /// One line saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .unknownFlag(let flag):
      "Unknown option '\(flag)'. Options: --base-url URL, --width N, --height N, --no-color, --help."
    case .missingValue(let flag):
      "\(flag) needs a value, e.g. \(flag)=\(flag == "--base-url" ? "http://localhost:3000" : "100")."
    case .badNumber(let flag, let given, let range):
      "\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(given)'."
    case .badURL(let given):
      "--base-url needs an absolute http or https URL such as https://example.com, not '\(given)'."
    }
  }
}
