import Models
import ViewModels

/// The todo list's words: why an intent was refused, and a change said as what a person did,
/// for a write that was not saved. The view model hands over the facts; this is the one place
/// their sentences live, ready for a translation.
///
/// ```swift
/// TodoListWords.refusal(.noSuchTodo(3))  // "Todo 3 is no longer in the list."
/// ```
public enum TodoListWords {
  /// Why the todo list refused an intent.
  public static func refusal(_ error: TodoListError) -> String {
    switch error {
    case .notLoaded: "The todos have not loaded yet."
    case .noSuchTodo(let id): "Todo \(id) is no longer in the list."
    case .title(.empty): "A todo needs a title."
    case .title(.controlCharacters): "A title is one line, without tabs or control characters."
    case .title(.tooLong(let count, let limit)):
      "A title has at most \(limit) characters; this one has \(count)."
    }
  }

  /// One sentence saying what `failure` did not save, and why; `fitting` shortens a title to
  /// what the front end has room for (a terminal cuts it to a width), and keeps it by default.
  public static func unsaved(
    _ failure: TodoWriteFailure, fitting: (String) -> String = { $0 }
  ) -> String {
    let change = change(failure.change, of: failure.target, fitting: fitting)
    return FailureWords.unsaved(failure, change: change, record: "todo")
  }

  /// The change, said as what a person did: `Marking "Buy milk" done`, given the todo as it was
  /// shown before it; each title goes through `fitting` before it is quoted.
  public static func change(
    _ change: TodoChange, of target: Todo?, fitting: (String) -> String = { $0 }
  ) -> String {
    let title = quoted(fitting(target?.title ?? ""))
    switch change {
    case .create(let todo): return "Adding " + quoted(fitting(todo.title))
    case .delete: return "Deleting " + title
    case .patch(let patch):
      switch (patch.title, patch.completed) {
      case (nil, true?): return "Marking " + title + " done"
      case (nil, false?): return "Marking " + title + " not done"
      case (let new?, nil): return "Renaming " + title + " to " + quoted(fitting(new))
      case (_, _): return "Changing " + title
      }
    }
  }

  private static func quoted(_ title: String) -> String { "\"" + title + "\"" }
}
