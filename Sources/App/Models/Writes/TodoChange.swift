/// One write to a todo, as a screen shows it before the server answers: the ``OptimisticChange``
/// of a todo list.
public enum TodoChange: OptimisticChange, Codable {
  /// Creates the todo (an add, shown with a local id until the server gives it one).
  case create(Todo)
  /// Merges these fields into the todo.
  case patch(TodoPatch)
  /// Removes the todo.
  case delete

  /// The todo after this change: created, patched, or gone.
  public func applied(to todo: Todo?) -> Todo? {
    switch self {
    case .create(let new): new
    case .patch(let patch): todo.map(patch.applied)
    case .delete: nil
    }
  }

  /// The todo an add creates.
  public var created: Todo? {
    if case .create(let todo) = self { todo } else { nil }
  }

  /// Whether this is a delete.
  public var removes: Bool { self == .delete }
}
