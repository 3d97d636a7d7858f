import Essentials

extension TerminalProbe {
  /// The size `COLUMNS` and `LINES` ask for, each read by `InputNumber` within
  /// ``Screen/widths`` or ``Screen/heights``, and a refusal for each one set to anything else.
  ///
  /// A shell sets both to whatever it likes, and nothing checks them: `COLUMNS=999999999999`
  /// would ask for frames a terabyte wide. A bad value counts as absent (the terminal's own size
  /// is used instead), and its refusal is for the person to read, once, at start.
  ///
  /// ```swift
  /// let probe = TerminalProbe(environment: ["COLUMNS": "100", "LINES": "1e9"])
  /// probe.environmentSize.columns   // 100
  /// probe.environmentSize.lines     // nil
  /// probe.environmentSize.refusals  // ["LINES is ignored: '1e9' is not a whole number from 5 to 1000."]
  /// ```
  public var environmentSize: (columns: Int?, lines: Int?, refusals: [String]) {
    var refusals: [String] = []
    func read(_ name: String, _ range: ClosedRange<Int>) -> Int? {
      // An empty value is how a shell unsets a variable for one command: absent, not wrong.
      guard let text = environment[name], !text.isEmpty else { return nil }
      do throws(InputNumber.Refusal) {
        return try InputNumber.whole(text, in: range)
      } catch {
        refusals.append("\(name) is ignored: \(error.description).")
        return nil
      }
    }
    let columns = read("COLUMNS", Screen.widths)
    let lines = read("LINES", Screen.heights)
    return (columns, lines, refusals)
  }
}
