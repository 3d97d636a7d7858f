/// One benchmark: what it measures, the goal it must meet, and how to measure it.
///
/// A case builds its input outside the timed region, times the operation with the ``Sampler`` it
/// is given, and judges its own figures, so a goal that compares two measurements (a speed-up, or
/// two list lengths) is checked where both are known. Cases run on the main actor because view
/// models live there.
@MainActor
protocol BenchmarkCase {
  /// A dotted name such as `diff.1pct`; `--filter` matches part of it.
  var name: String { get }
  /// The goal in words, as the table shows it.
  var goal: String { get }
  /// Measures the case: one result per input size it runs at.
  func run(sampler: Sampler) async -> [BenchmarkResult]
}

/// The figures of one case at one input size, with the verdict against the case's goal.
struct BenchmarkResult {
  /// Whether the figures meet the goal.
  enum Verdict: Equatable {
    case passed
    case failed(String)
  }

  /// The case's name.
  let name: String
  /// How many rows, photos or items the case ran over.
  let n: Int
  /// The timed runs of the case's own operation.
  let timing: Timing
  /// Case-specific figures, in the order they are reported.
  let fields: [(key: String, value: JSONValue)]
  /// A short line for the table, for example "speedup 120x, 998 of 1000 moves".
  var details: String
  /// Whether the goal was met.
  let verdict: Verdict
}
