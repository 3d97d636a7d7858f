import Models

/// `query.keystroke`: a person types, then erases, a search over 100,000 photos; each keystroke
/// produces the filtered, sectioned rows and the change set from the previous term.
///
/// The search refilters rows the list already holds, matching each photo's title folded once
/// when it was made; no predicate is evaluated and nothing is sorted.
struct QueryKeystroke: BenchmarkCase {
  var count = 100_000
  let name = "query.keystroke"
  let goal = "median <= 16 ms (one 60 Hz frame)"

  /// Typing "harbour", a pause, then erasing it: every keystroke a new term.
  private static let terms =
    ["h", "ha", "har", "harb", "harbo", "harbou", "harbour"]
    + ["harbou", "harbo", "harb", "har", "ha", "h", ""]

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    let library: PhotoLibrary
    do {
      library = try await PhotoLibrary(count: count)
    } catch {
      return [.setUpFailed(name, n: count, error)]
    }
    var next = 0
    var rowsShown = 0
    let timing = sampler.measure {
      let changes = library.list.search(Self.terms[next % Self.terms.count])
      next += 1
      rowsShown = library.list.controller.count
      return changes.insertedRows.count + changes.deletedRows.count + changes.deletedSections.count
    }
    let verdict: BenchmarkResult.Verdict =
      timing.median <= 16
      ? .passed : .failed("median \(TableReport.fixed(timing.median)) ms > 16 ms")
    return [
      BenchmarkResult(
        name: name, n: count, timing: timing,
        fields: [("keystrokes", .int(timing.runs)), ("rows_last_shown", .int(rowsShown))],
        details: "\(timing.runs) keystrokes over 'harbour' typed and erased", verdict: verdict)
    ]
  }
}

extension BenchmarkResult {
  /// The result of a case whose input could not be built.
  static func setUpFailed(_ name: String, n: Int, _ error: any Error) -> BenchmarkResult {
    BenchmarkResult(
      name: name, n: n, timing: Timing(samples: [], checksum: 0), fields: [], details: "",
      verdict: .failed("set-up failed: \(error)"))
  }
}
