import Models
import ViewModels

/// Lays out a page of the todo list: numbered rows, each with its done mark, its title, and a
/// saving mark while a write of it waits for the server.
///
/// ```
///    1  [x] Buy milk
///    2  [ ] Walk the dog  · saving…
/// ```
struct TodoLines {
  /// The list the page is of.
  let content: TodoListContent
  /// The page to lay out.
  let page: LinePage
  /// The screen's width in columns.
  let width: Int

  /// What a row being saved ends with.
  static let savingMark: SafeText = "  · saving…"

  /// The page's lines, top to bottom.
  var lines: [Line] {
    // Numbers are right-aligned to the widest in the whole list, so titles stay in one column.
    let numberWidth = NumberText.digitCount(content.rows.count)
    return page.lines.compactMap { line in
      guard case .row(let number, let path) = line, let row = content.rows[path] else {
        return nil
      }
      var line = Line(RowNumber.spans(number, digits: numberWidth, mark: nil))
      let done: SafeText = row.todo.completed ? "[x] " : "[ ] "
      line.append(done, style: row.todo.completed ? .secondary : .plain)
      let saving = row.isSaving ? Self.savingMark : .empty
      let room = width - RowNumber.width(digits: numberWidth) - done.width - saving.width
      line.append(.fitting(untrusted: row.todo.title, toWidth: room))
      line.append(saving, style: .secondary)
      return line
    }
  }
}
