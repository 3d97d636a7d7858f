import Models

/// Why a todo list intent was refused; a refused intent changes nothing and sends nothing.
/// A fact with its values, never a sentence: each front end words it.
public enum TodoListError: Error, Sendable, Hashable {
  /// The list has not loaded yet, so there is nothing to change and nowhere to add.
  case notLoaded
  /// The todo with this id is not in the list (never loaded, deleted, or filtered out).
  case noSuchTodo(Todo.ID)
  /// The title typed cannot be used, and why.
  case title(TodoTitle.Issue)
}
