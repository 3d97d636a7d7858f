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
  /// The list the page is of.
  let content: WordListContent
  /// The page to lay out.
  let page: LinePage
  /// The last change's marks, by word id.
  let marks: [Word.ID: ChangeMark]
  /// The screen's width in columns.
  let width: Int

  /// The page's lines, top to bottom.
  var lines: [Line] {
    // Numbers are right-aligned to the widest in the whole list, so words stay in one column.
    let numberWidth = NumberText.digitCount(content.wordCount)
    return page.lines.compactMap { line in
      switch line {
      case .header(let key, let count, let continued):
        let suffix: SafeText = continued ? " (continued)" : ""
        return Line(
          "\(untrusted: key.description) · \(NumberText.count(count, "word"))\(suffix)",
          style: .heading)
      case .row(let number, let path):
        guard let word = content.rows[path] else { return nil }
        var line = Line(RowNumber.spans(number, digits: numberWidth, mark: marks[word.id]))
        let used = RowNumber.width(digits: numberWidth)
        line.append(.fitting(untrusted: word.text, toWidth: width - used))
        return line
      }
    }
  }
}
