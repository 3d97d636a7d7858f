import Essentials
import Models

/// The calls a ``TodoService`` answers, which key its script.
public enum TodoCall: Hashable, Sendable {
  /// `todos(userID:)`.
  case list
  /// `add(_:)`.
  case add
  /// `update(id:_:)`.
  case update
  /// `delete(id:)`.
  case delete
}

/// A `TodoService` that is a small server in memory: reads return what it holds, writes change
/// it (a held write reaches it when released) and answer as the real one does (an add with a key seen before creates nothing). Its
/// ``script`` records every call and makes any of them fail or wait, on demand.
///
/// ```swift
/// let service = ScriptedTodoService([milk, bread])
/// service.script.fail(.update, with: FakeFailure("The server is busy (503)."))
/// let held = service.script.hold(.list)
/// ```
public final class ScriptedTodoService: TodoService, Sendable {
  private struct Server {
    var todos: [Todo]
    var nextID: Int
    var keys: [String: Todo.ID] = [:]
  }

  /// What happens to each call, and the record of them.
  public let script = CallScript<TodoCall>()
  private let server: Locked<Server>

  /// A server holding `todos` (in id order); an add takes the id after the largest.
  public init(_ todos: [Todo] = []) {
    server = Locked(Server(todos: todos, nextID: (todos.map(\.id).max() ?? 0) + 1))
  }

  /// What the server holds now.
  public var todos: [Todo] { server.withLock { $0.todos } }

  /// Answers with the todos held when the call arrived: a held read is an answer slow to come
  /// back, which writes answered meanwhile have overtaken.
  public func todos(userID: Int?) async throws -> [Todo] {
    let answer = server.withLock { server in
      server.todos.filter { todo in userID.map { todo.userID == $0 } ?? true }
    }
    try await script.enter(.list, "todos(userID: \(userID.map(String.init) ?? "nil"))")
    return answer
  }

  /// Creates the todo, once per key.
  public func add(_ draft: TodoDraft) async throws -> Todo {
    try await script.enter(.add, "add(\(draft.title), key: \(draft.key))")
    let todo = server.withLock { server in
      if let id = server.keys[draft.key], let todo = server.todos.first(where: { $0.id == id }) {
        return todo
      }
      let todo = Todo(
        id: server.nextID, userID: draft.userID, title: draft.title, completed: draft.completed)
      server.nextID += 1
      server.todos.append(todo)
      server.keys[draft.key] = todo.id
      return todo
    }
    try await script.leave(.add)
    return todo
  }

  /// Merges the patch; a todo the server does not hold is a failure.
  public func update(id: Todo.ID, _ patch: TodoPatch) async throws -> Todo {
    let fields = [patch.title.map { "title: \($0)" }, patch.completed.map { "completed: \($0)" }]
    try await script.enter(
      .update, "update(id: \(id), \(fields.compactMap { $0 }.joined(separator: ", ")))")
    let updated = server.withLock { server -> Todo? in
      guard let index = server.todos.firstIndex(where: { $0.id == id }) else { return nil }
      server.todos[index] = patch.applied(to: server.todos[index])
      return server.todos[index]
    }
    guard let updated else { throw FakeFailure("No todo with id \(id)") }
    return updated
  }

  /// Removes the todo; one already gone is done too.
  public func delete(id: Todo.ID) async throws {
    try await script.enter(.delete, "delete(id: \(id))")
    server.withLock { $0.todos.removeAll { $0.id == id } }
  }

  /// Changes what the server holds, as another client would.
  public func change(_ edit: (inout [Todo]) -> Void) {
    server.withLock { edit(&$0.todos) }
  }
}
