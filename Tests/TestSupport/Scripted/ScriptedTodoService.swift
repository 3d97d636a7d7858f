import Essentials
import Models

/// The calls a ``TodoService`` answers, which key its script: a record's four.
public typealias TodoCall = RecordCall

/// A `TodoService` that is a small server in memory (``ScriptedRecords``): reads return what it
/// holds, writes change it (a held write reaches it when released) and answer as the real one
/// does (an add with a key seen before creates nothing). Its ``script`` records every call and
/// makes any of them fail or wait, on demand.
///
/// ```swift
/// let service = ScriptedTodoService([milk, bread])
/// service.script.fail(.update, with: FakeFailure("The server is busy (503)."))
/// let held = service.script.hold(.list)
/// ```
public final class ScriptedTodoService: TodoService, Sendable {
  private let server: ScriptedRecords<Todo>

  /// What happens to each call, and the record of them.
  public var script: CallScript<TodoCall> { server.script }

  /// A server holding `todos` (in id order); an add takes the id after the largest.
  public init(_ todos: [Todo] = []) {
    server = ScriptedRecords(todos, noun: "todo")
  }

  /// What the server holds now.
  public var todos: [Todo] { server.records }

  /// Answers with the todos held when the call arrived.
  public func todos(userID: Int?) async throws -> [Todo] {
    try await server.list("todos(userID: \(userID.map(String.init) ?? "nil"))") { todo in
      userID.map { todo.userID == $0 } ?? true
    }
  }

  /// Creates the todo, once per key.
  public func add(_ draft: TodoDraft) async throws -> Todo {
    try await server.add(key: draft.key, "add(\(draft.title), key: \(draft.key))") { id in
      Todo(id: id, userID: draft.userID, title: draft.title, completed: draft.completed)
    }
  }

  /// Merges the patch; a todo the server does not hold is a failure.
  public func update(id: Todo.ID, _ patch: TodoPatch) async throws -> Todo {
    let fields = [patch.title.map { "title: \($0)" }, patch.completed.map { "completed: \($0)" }]
    return try await server.update(
      id: id, "update(id: \(id), \(fields.compactMap { $0 }.joined(separator: ", ")))",
      patch.applied)
  }

  /// Removes the todo; one already gone is done too.
  public func delete(id: Todo.ID) async throws {
    try await server.delete(id: id, "delete(id: \(id))")
  }

  /// Changes what the server holds, as another client would.
  public func change(_ edit: (inout [Todo]) -> Void) {
    server.change(edit)
  }
}
