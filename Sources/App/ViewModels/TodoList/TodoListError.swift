import Models

/// Why a todo list intent was refused; a refused intent changes nothing and sends nothing.
public enum TodoListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The list has not loaded yet, so there is nothing to change and nowhere to add.
  case notLoaded
  /// The todo with this id is not in the list (never loaded, deleted, or filtered out).
  case noSuchTodo(Todo.ID)
  /// The title typed cannot be used, and why.
  case title(TodoTitle.Issue)

  /// One sentence saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .notLoaded: "The todos have not loaded yet."
    case .noSuchTodo(let id): "Todo \(id) is not in the list."
    case .title(.empty): "A todo needs a title."
    case .title(.controlCharacters): "A title is one line, without tabs or control characters."
    case .title(.tooLong(let count, let limit)):
      "A title has at most \(limit) characters; this one has \(count)."
    }
  }
}
