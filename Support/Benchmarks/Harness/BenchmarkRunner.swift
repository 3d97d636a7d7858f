import Foundation

/// Runs the selected cases and prints their reports as each one finishes.
///
/// Each case runs in a process of its own (this executable again, with `--case NAME`), unless
/// `--in-process` asks otherwise. Why: a process keeps the heap it grew, so a case's peak
/// resident memory, read from `/proc/self/status`, would count what earlier cases left behind
/// (the kept SQLite start measured 149 MB after the other cases and 129 MB alone).
@MainActor
struct BenchmarkRunner {
  let options: BenchmarkOptions
  var sampler = Sampler()

  /// Runs `cases`; returns whether every goal was met.
  func run(_ cases: [any BenchmarkCase]) async -> Bool {
    let selected = cases.filter { options.selects($0.name) }
    guard !selected.isEmpty else {
      FileHandle.standardError.write(
        Data("no case matches \(options.filters); --list shows them\n".utf8))
      return false
    }
    let isChild = options.onlyCase != nil
    if !isChild {
      if let stamp = options.markdownStamp {
        print(MarkdownReport.header(stamp: stamp))
      } else if !options.json {
        print(TableReport.header)
      }
    }
    var met = 0
    for benchmark in selected {
      let passed =
        isChild || options.inProcess
        ? await runHere(benchmark) : runInChildProcess(benchmark)
      if passed { met += 1 }
    }
    if !isChild {
      if options.markdownStamp != nil {
        print(MarkdownReport.footer(met: met, of: selected.count))
      } else if !options.json {
        print(TableReport.footer(met: met, of: selected.count))
      }
    }
    return met == selected.count
  }

  /// Prints each case's name and goal.
  func list(_ cases: [any BenchmarkCase]) {
    for benchmark in cases where options.selects(benchmark.name) {
      print("\(benchmark.name): \(benchmark.goal)")
    }
  }

  /// Measures `benchmark` in this process and prints its rows and verdict.
  private func runHere(_ benchmark: any BenchmarkCase) async -> Bool {
    let results = await benchmark.run(sampler: sampler)
    if options.markdownStamp != nil {
      print(MarkdownReport.section(goal: benchmark.goal, results: results))
    } else if options.json {
      for result in results { print(JSONReport.line(result, goal: benchmark.goal)) }
    } else {
      for result in results { print(TableReport.row(result)) }
      print(TableReport.verdict(goal: benchmark.goal, results: results))
    }
    return results.allSatisfy { $0.verdict == .passed }
  }

  /// Measures `benchmark` in a new process of this executable, which prints to this one's
  /// standard output; its exit status says whether the goal was met.
  private func runInChildProcess(_ benchmark: any BenchmarkCase) -> Bool {
    // What this process printed must come out before the child's lines.
    fflush(nil)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments =
      ["--case", benchmark.name] + (options.json ? ["--json"] : [])
      + (options.markdownStamp.map { ["--markdown", $0] } ?? [])
    do {
      try child.run()
    } catch {
      print("  goal: \(benchmark.goal) -> FAIL: could not start its process: \(error)")
      return false
    }
    child.waitUntilExit()
    switch (child.terminationReason, child.terminationStatus) {
    case (.exit, 0):
      return true
    case (.exit, 1):
      return false
    case (let reason, let status):
      let how = reason == .uncaughtSignal ? "was killed by signal \(status)" : "exited \(status)"
      print("  goal: \(benchmark.goal) -> FAIL: its process \(how)")
      fflush(nil)
      return false
    }
  }
}
