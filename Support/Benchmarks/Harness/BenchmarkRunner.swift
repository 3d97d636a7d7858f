import Foundation

/// Runs the selected cases and prints their reports as each one finishes.
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
    if !options.json { print(TableReport.header) }
    var met = 0
    for benchmark in selected {
      let results = await benchmark.run(sampler: sampler)
      if results.allSatisfy({ $0.verdict == .passed }) { met += 1 }
      for result in results {
        print(
          options.json ? JSONReport.line(result, goal: benchmark.goal) : TableReport.row(result))
      }
      if !options.json { print(TableReport.verdict(goal: benchmark.goal, results: results)) }
    }
    if !options.json { print(TableReport.footer(met: met, of: selected.count)) }
    return met == selected.count
  }

  /// Prints each case's name and goal.
  func list(_ cases: [any BenchmarkCase]) {
    for benchmark in cases where options.selects(benchmark.name) {
      print("\(benchmark.name): \(benchmark.goal)")
    }
  }
}
