import Models
import TestSupport
import ViewModels

/// The todos most tests start from, and a list loaded with them.
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
