/// What the command line asked for: `--json`, `--filter NAME`, `--list`, `--help`.
struct BenchmarkOptions: Equatable {
  /// What to do.
  enum Action: Equatable {
    case run
    case list
    case help
  }

  /// A bad command line, with the sentence to print.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  var action = Action.run
  /// One JSON object per line instead of the table.
  var json = false
  /// Only cases whose name contains one of these; all when empty.
  var filters: [String] = []

  static let usage = """
    usage: swift run -c release Benchmarks [--json] [--filter NAME]... [--list]

      --json         one JSON object per line: case, n, median_ms, p90_ms, runs, the case's own
                     fields, goal, passed
      --filter NAME  run only cases whose name contains NAME (repeatable)
      --list         list the cases and their goals without running them

    Exits with status 1 when a goal is missed. Build in release mode: debug figures mean nothing.
    """

  /// Parses `arguments` (without the program name).
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--list": action = .list
      case "--help", "-h": action = .help
      case "--filter":
        guard let name = remaining.popFirst(), !name.hasPrefix("--") else {
          throw UsageError(description: "--filter needs a case name, for example --filter diff")
        }
        filters.append(name)
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
  }

  /// Whether the case named `name` is selected.
  func selects(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.contains($0) }
  }
}
