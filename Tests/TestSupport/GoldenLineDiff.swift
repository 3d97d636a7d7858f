/// A compact line diff between an expected and an actual text, for snapshot failures.
///
/// Only changed lines are listed: `-` for an expected line that is missing, `+` for an actual line
/// that is new, each with its line number in its own text. Lines are matched by a longest common
/// subsequence, so one inserted line shows as one `+`, not as every line after it changing.
///
/// ```swift
/// GoldenLineDiff.lines(expected: "a\nb\nc", actual: "a\nB\nc")
/// // ["-2 | b", "+2 | B"]
/// ```
public enum GoldenLineDiff {
  /// The changed lines of `actual` against `expected`; empty when they are equal.
  public static func lines(expected: String, actual: String) -> [String] {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let common = commonSuffixLengths(old, new)
    let numberWidth = String(max(old.count, new.count)).count
    func numbered(_ sign: String, _ index: Int, _ line: String) -> String {
      let number = String(index + 1)
      return sign + String(repeating: " ", count: numberWidth - number.count) + number + " | "
        + line
    }

    var output: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        i += 1
        j += 1
      } else if j == new.count || (i < old.count && common[i + 1][j] >= common[i][j + 1]) {
        output.append(numbered("-", i, old[i]))
        i += 1
      } else {
        output.append(numbered("+", j, new[j]))
        j += 1
      }
    }
    return output
  }

  /// `table[i][j]`: the length of the longest common subsequence of `old[i...]` and `new[j...]`.
  private static func commonSuffixLengths(_ old: [String], _ new: [String]) -> [[Int]] {
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table
  }
}
