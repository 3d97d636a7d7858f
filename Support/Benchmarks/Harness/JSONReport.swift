/// The machine-readable report: one JSON object per line and result, keys in a fixed order
/// (`case`, `n`, `median_ms`, `p90_ms`, `runs`, the case's own fields, `goal`, `passed`).
enum JSONReport {
  /// The line for one result of `benchmark`.
  static func line(_ result: BenchmarkResult, goal: String) -> String {
    var pairs: [(String, JSONValue)] = [
      ("case", .string(result.name)),
      ("n", .int(result.n)),
      ("median_ms", .rounded(result.timing.median)),
      ("p90_ms", .rounded(result.timing.p90)),
      ("runs", .int(result.timing.runs)),
    ]
    pairs += result.fields.map { ($0.key, $0.value) }
    pairs.append(("goal", .string(goal)))
    pairs.append(("passed", .bool(result.verdict == .passed)))
    if case .failed(let reason) = result.verdict { pairs.append(("failure", .string(reason))) }
    let body = pairs.map { "\(JSONValue.string($0).json):\($1.json)" }.joined(separator: ",")
    return "{\(body)}"
  }
}
