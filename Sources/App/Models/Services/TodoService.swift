/// What the todo screen needs from "somewhere todos are kept": read them, and write them back.
///
/// View models depend on this protocol, never on a client, so they are tested with a plain fake.
/// `Networking.TodoAPIClient` is the production conformance. A write either returns the server's
/// answer (the value it now holds) or throws; the caller decides what a failure puts back.
public protocol TodoService: Sendable {
  /// All todos, or only those of one user when `userID` is given.
  func todos(userID: Int?) async throws -> [Todo]

  /// Creates a todo from `draft` and returns it as the server stored it, with its id. Sending
  /// the same draft (the same key) again creates nothing more.
  func add(_ draft: TodoDraft) async throws -> Todo

  /// Merges `patch` into the todo with id `id` and returns the todo as the server now holds it.
  func update(id: Todo.ID, _ patch: TodoPatch) async throws -> Todo

  /// Removes the todo with id `id`.
  func delete(id: Todo.ID) async throws
}
