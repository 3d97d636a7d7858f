import Models
import ViewModels

extension TodoListViewModel {
  /// The loaded content; nil in any other state.
  public var content: TodoListContent? {
    guard case .loaded(let content) = state else { return nil }
    return content
  }

  /// The rows shown, in order.
  public var shownRows: [TodoRow] { content?.rows.all ?? [] }

  /// The todos shown, in order.
  public var shown: [Todo] { shownRows.map(\.todo) }

  /// The row of `id`, if shown: the row whose id it is, or the row showing the todo the server
  /// gave that id (an add keeps its local row id after it is saved).
  public func row(_ id: Todo.ID) -> TodoRow? {
    shownRows.first { $0.id == id } ?? shownRows.first { $0.todo.id == id }
  }
}
