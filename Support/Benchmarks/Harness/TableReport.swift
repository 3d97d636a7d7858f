/// The report for people: a header, one row per result as soon as it is measured, each case's
/// goal with its verdict, and a closing count of goals met.
enum TableReport {
  static let header =
    pad("case", 22) + padLeft("n", 10) + padLeft("median ms", 12) + padLeft("p90 ms", 11)
    + padLeft("runs", 6) + "  details"

  /// The row for one result.
  static func row(_ result: BenchmarkResult) -> String {
    pad(result.name, 22) + padLeft(grouped(result.n), 10)
      + padLeft(fixed(result.timing.median), 12) + padLeft(fixed(result.timing.p90), 11)
      + padLeft(String(result.timing.runs), 6) + "  " + result.details
  }

  /// The line under a case's rows: its goal and whether every result met it.
  static func verdict(goal: String, results: [BenchmarkResult]) -> String {
    let failures = results.compactMap { result -> String? in
      if case .failed(let reason) = result.verdict { return reason }
      return nil
    }
    let mark = failures.isEmpty ? "PASS" : "FAIL: " + failures.joined(separator: "; ")
    return "  goal: \(goal) -> \(mark)"
  }

  /// The closing line.
  static func footer(met: Int, of total: Int) -> String {
    "\(met) of \(total) goals met"
  }

  /// `value` with thousands separators: 1,000,000.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// `value` with three decimals, or fewer significant digits once it is large.
  static func fixed(_ value: Double) -> String {
    let places = value >= 1_000 ? 0 : (value >= 100 ? 1 : (value >= 1 ? 2 : 3))
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    guard places > 0 else { return grouped(scaled) }
    let whole = grouped(scaled / Int(scale))
    let fraction = String(scaled % Int(scale))
    return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
