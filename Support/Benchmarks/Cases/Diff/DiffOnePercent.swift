import DataEngine
import Models

/// `diff.1pct`: the change set between two versions of a 100,000-row sectioned list that differ
/// by 1% each of deletes, inserts, moves and updates, against the standard library's
/// `difference(from:).inferringMoves()` on the same rows, measured in the same run.
///
/// The baseline sees the rows as one flat array (it knows nothing of sections or updates), which
/// only makes its job easier.
struct DiffOnePercent: BenchmarkCase {
  var rows = 100_000
  var sections = 100
  let name = "diff.1pct"
  let goal = "speedup >= 50x over difference(from:).inferringMoves(), moves_reported <= moves_real"

  func run(sampler: Sampler) async -> [BenchmarkResult] {
    let input = EditedList(rows: rows, sections: sections, percent: 1, seed: 2_024)
    let changes = SnapshotDiff.changes(from: input.old, to: input.new, updated: input.updated)
    let oldRows = input.old.sections.flatMap(\.items)
    let newRows = input.new.sections.flatMap(\.items)
    let (timing, baseline) = sampler.compare {
      SnapshotDiff.changes(from: input.old, to: input.new, updated: input.updated).movedRows.count
    } against: {
      newRows.difference(from: oldRows).inferringMoves().count
    }

    let speedup = baseline.median / timing.median
    let reported = changes.movedRows.count
    let applies = input.old.applying(changes, takingInsertsFrom: input.new) == input.new
    var failures: [String] = []
    if speedup < 50 { failures.append("speedup \(TableReport.fixed(speedup))x < 50x") }
    if reported > input.moves { failures.append("\(reported) moves reported > \(input.moves)") }
    if !applies { failures.append("the change set does not turn the old list into the new") }
    if changes.updatedRows.count != input.updated.count {
      failures.append("\(changes.updatedRows.count) of \(input.updated.count) updates reported")
    }
    return [
      BenchmarkResult(
        name: name, n: rows, timing: timing,
        fields: [
          ("baseline_median_ms", .rounded(baseline.median)),
          ("baseline_p90_ms", .rounded(baseline.p90)),
          ("speedup", .rounded(speedup, places: 1)),
          ("moves_reported", .int(reported)),
          ("moves_real", .int(input.moves)),
          ("updates_reported", .int(changes.updatedRows.count)),
        ],
        details: "baseline \(TableReport.fixed(baseline.median)) ms, speedup "
          + "\(TableReport.fixed(speedup))x, \(reported) of \(input.moves) moves reported",
        verdict: failures.isEmpty ? .passed : .failed(failures.joined(separator: ", ")))
    ]
  }
}
