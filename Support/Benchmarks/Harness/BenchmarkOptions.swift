/// What the command line asked for: `--json`, `--filter NAME`, `--list`, `--help`, and how the
/// cases run (`--in-process`, or the runner's own `--case NAME` for one case in a child process).
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
  /// A Markdown page (PERFORMANCE.md) instead of the table, with this stamp saying what source
  /// was measured (the script passes the commit).
  var markdownStamp: String?
  /// Only cases whose name contains one of these; all when empty.
  var filters: [String] = []
  /// Every case in this process, one after another, rather than each in a process of its own.
  var inProcess = false
  /// The one case this process runs, by its exact name, printing only its rows and verdict: how
  /// the runner starts each case in a process of its own. Not for people; not in the usage.
  var onlyCase: String?

  static let usage = """
    usage: swift run -c release Benchmarks [--json | --markdown STAMP] [--filter NAME]...
                                           [--list] [--in-process]

      --json         one JSON object per line: case, n, median_ms, p90_ms, runs, the case's own
                     fields, goal, passed
      --markdown STAMP
                     a Markdown page, PERFORMANCE.md, saying STAMP (the commit measured), the
                     machine and its load (Support/Scripts/performance.sh writes it)
      --filter NAME  run only cases whose name contains NAME (repeatable)
      --list         list the cases and their goals without running them
      --in-process   run every case in this process; by default each case runs in a process of
                     its own, so no case's peak memory counts what an earlier one left behind

    Exits with status 1 when a goal is missed. Build in release mode: debug figures mean nothing.
    """

  /// Parses `arguments` (without the program name).
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--list": action = .list
      case "--in-process": inProcess = true
      case "--markdown":
        guard let stamp = remaining.popFirst(), !stamp.hasPrefix("--") else {
          throw UsageError(description: "--markdown needs a stamp, for example the commit's id")
        }
        markdownStamp = stamp
      case "--case":
        guard let name = remaining.popFirst(), !name.hasPrefix("--") else {
          throw UsageError(description: "--case needs a case's exact name")
        }
        onlyCase = name
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
    if let onlyCase { return name == onlyCase }
    return filters.isEmpty || filters.contains { name.contains($0) }
  }
}
