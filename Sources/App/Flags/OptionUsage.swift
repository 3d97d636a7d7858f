import TerminalKit

/// The lines of a `--help` text that list options: each flag, then what it does, the texts
/// starting at one column; a flag too long for its column has its text on the next line. The
/// flags every sample shares are listed here once, each sample choosing its column.
///
/// ```swift
/// OptionUsage.lines([("--seed N", ["Fix what 'churn' does."])], column: 21)
/// // "  --seed N           Fix what 'churn' does."
/// ```
enum OptionUsage {
  /// `options`, each a flag and its text's lines, as usage lines whose texts start at `column`.
  static func lines(_ options: [(flag: String, text: [String])], column: Int) -> String {
    options.flatMap { flag, text in
      let first = "  " + flag
      let indent = String(repeating: " ", count: column)
      guard first.count < column, let head = text.first else {
        return [first] + text.map { indent + $0 }
      }
      let padded = first + String(repeating: " ", count: column - first.count)
      return [padded + head] + text.dropFirst().map { indent + $0 }
    }.joined(separator: "\n")
  }

  /// `--max-response`, at `column`.
  static func response(column: Int) -> String {
    let sizes = OptionArguments.responseSizes
    return lines(
      [
        (
          "--max-response BYTES",
          [
            "Refuse any response body larger than BYTES (\(sizes.lowerBound)-\(sizes.upperBound));",
            "default: \(OptionArguments.defaultResponseSize) (64 MiB).",
          ]
        )
      ], column: column)
  }

  /// `--width`, `--height` and `--no-color`, at `column`.
  static func terminal(column: Int) -> String {
    let (widths, heights) = (Screen.widths, Screen.heights)
    return lines(
      [
        (
          "--width N",
          [
            "Draw N columns wide (\(widths.lowerBound)-\(widths.upperBound)); "
              + "default: COLUMNS, else the terminal, else 80."
          ]
        ),
        (
          "--height N",
          [
            "Draw N lines tall (\(heights.lowerBound)-\(heights.upperBound)); "
              + "default: LINES, else the terminal, else 24."
          ]
        ),
        ("--no-color", ["Never style output (NO_COLOR does the same)."]),
      ], column: column)
  }
}
