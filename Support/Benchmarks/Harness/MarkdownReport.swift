import Foundation

/// The report for the repository: `PERFORMANCE.md`, written by `Support/Scripts/performance.sh`.
///
/// Why generated: a figure typed into prose drifts from the code it measures. This page says
/// which commit, when, on what machine and under what load each figure was taken, so a reader
/// can judge it, and it is written again whenever a goal changes.
enum MarkdownReport {
  /// The page's opening: what it is, the stamp the script gives (the commit), and the machine.
  static func header(stamp: String) -> String {
    """
    # Performance

    Written by `Support/Scripts/performance.sh` (`swift run -c release Benchmarks --markdown`);
    do not edit by hand. Each case ran in a process of its own. Machines of one kind differ by
    2x and more from day to day: compare two commits by building both and running them in the
    same minutes, never against this page alone. Every engine change (the data engine, the
    terminal toolkit, the views' text) reports `render.list-frame` and `tui.keystroke` side by
    side with the commit before it too: every frame pays for what moves below it.

    - **Source:** \(stamp), \(build)
    - **Machine:** \(machine())
    - **Load average at the start:** \(loadAverage())

    """
  }

  /// How the benchmark was built: only a release build's figures mean anything.
  private static var build: String {
    #if DEBUG
      "a debug build (these figures mean nothing: build with -c release)"
    #else
      "a release build"
    #endif
  }

  /// A case's section: its goal, a table of its results, and its verdict.
  static func section(goal: String, results: [BenchmarkResult]) -> String {
    var lines = [
      "## `\(results.first?.name ?? "?")`", "", "Goal: \(goal)", "",
      "| n | median ms | p90 ms | runs | details |", "|---:|---:|---:|---:|---|",
    ]
    for result in results {
      let cells = [
        TableReport.grouped(result.n), TableReport.fixed(result.timing.median),
        TableReport.fixed(result.timing.p90), String(result.timing.runs), escaped(result.details),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    let failures = results.compactMap { result -> String? in
      if case .failed(let reason) = result.verdict { return reason }
      return nil
    }
    lines += [
      "", failures.isEmpty ? "**Met.**" : "**Missed:** " + failures.joined(separator: "; "),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The closing line: goals met, and the load average at the end.
  static func footer(met: Int, of total: Int) -> String {
    "\n**\(met) of \(total) goals met.** Load average at the end: \(loadAverage()).\n"
  }

  /// A table cell's text: a `|` would end the cell.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// The processor's model, its cores and the memory, as the system reports them.
  private static func machine() -> String {
    let info = ProcessInfo.processInfo
    let memory = Double(info.physicalMemory) / 1_073_741_824
    let model =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("model name") }?
      .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    let system = info.operatingSystemVersionString
    return [model, "\(info.activeProcessorCount) cores", "\(Int(memory.rounded())) GiB", system]
      .compactMap { $0 }.joined(separator: ", ")
  }

  /// The 1, 5 and 15 minute load averages, or "unknown" where `/proc/loadavg` is missing.
  private static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return "unknown"
    }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
