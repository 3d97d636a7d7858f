import Models
import ViewModels

/// Lays out a page of the word list: letter headers and numbered, marked rows.
///
/// ```
/// P · 2 words (continued)
/// ~ 3  pear
///   4  plum
/// ```
struct WordRows {
  /// The page to lay out.
  let content: WordListContent
  /// The screen's width in columns.
  let width: Int

  /// The page's lines, top to bottom.
  var lines: [Line] {
    // Numbers are right-aligned to the widest in the whole list, so words stay in one column.
    let numberWidth = NumberText.digitCount(content.wordCount)
    return content.lines.map { line in
      switch line {
      case .header(let key, let count, let continued):
        let suffix: SafeText = continued ? " (continued)" : ""
        return Line(
          "\(untrusted: key.description) · \(NumberText.count(count, "word"))\(suffix)",
          style: .heading)
      case .word(let row, let word, let mark):
        var line = Line(RowNumber.spans(row, digits: numberWidth, mark: mark))
        let used = RowNumber.width(digits: numberWidth)
        line.append(.fitting(untrusted: word.text, toWidth: width - used))
        return line
      }
    }
  }
}
