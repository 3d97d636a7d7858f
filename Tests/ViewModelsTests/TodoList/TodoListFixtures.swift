import Models
import TestSupport
import ViewModels

/// The todos most tests start from, and ways to read a todo list's state in a line.
enum TodoFixtures {
  static let todos = [
    Todo(id: 1, userID: 1, title: "Buy milk", completed: false),
    Todo(id: 2, userID: 1, title: "Walk the dog", completed: true),
    Todo(id: 3, userID: 1, title: "Call mum", completed: false),
  ]

  /// A list loaded from a fake server holding `todos`.
  @MainActor
  static func loaded(
    _ todos: [Todo] = todos
  ) async -> (TodoListViewModel, ScriptedTodoService) {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service, makeKey: { "key" })
    await list.load()
    return (list, service)
  }
}

extension TodoListViewModel {
  /// The loaded content; nil in any other state.
  var content: TodoListContent? {
    guard case .loaded(let content) = state else { return nil }
    return content
  }

  /// The rows shown, in order.
  var shownRows: [TodoRow] { content?.rows.all ?? [] }

  /// The todos shown, in order.
  var shown: [Todo] { shownRows.map(\.todo) }

  /// The row of `id`, if shown.
  func row(_ id: Todo.ID) -> TodoRow? { shownRows.first { $0.id == id } }
}
