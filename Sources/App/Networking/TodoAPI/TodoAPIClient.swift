import Foundation
import HTTPTransport
import Models

/// The todo domain over HTTP: the production `TodoService`, speaking jsonplaceholder's API.
///
/// Writes are made safe to retry, because the client retries only what is safe (see
/// `Request.isIdempotent`): an add carries its draft's key as `Idempotency-Key`, so when the
/// answer is lost (a reset) and the client sends it again, the server creates one todo, not two.
/// A change carries a key too: a merge of the same fields twice leaves what once leaves, and
/// changes to one todo are sent one at a time (the view model waits for each answer), so a
/// retried change never overtakes a later one. A DELETE is idempotent by definition, and a
/// todo already gone is the outcome asked for.
///
/// Everything it throws is an `HTTPClient.Failure`.
///
/// ```swift
/// let service: any TodoService = TodoAPIClient(client: client)
/// let todo = try await service.add(TodoDraft(userID: 1, title: "Buy milk", key: UUID().uuidString))
/// _ = try await service.update(id: todo.id, TodoPatch(completed: true))
/// ```
public struct TodoAPIClient: TodoService {
  private let client: HTTPClient

  /// Creates a todo service that sends its requests through `client`.
  public init(client: HTTPClient) { self.client = client }

  /// `GET /todos`, or `GET /todos?userId=N` for one user.
  public func todos(userID: Int?) async throws -> [Todo] {
    let filter = userID.map { [URLQueryItem(name: "userId", value: String($0))] } ?? []
    return try await client.send(Request(path: "/todos", query: filter))
  }

  /// `POST /todos` with the draft's fields and `Idempotency-Key: <draft.key>`.
  public func add(_ draft: TodoDraft) async throws -> Todo {
    let body = try Self.encode(
      NewTodo(userId: draft.userID, title: draft.title, completed: draft.completed))
    return try await client.send(
      Request(
        method: .post, path: "/todos",
        headers: ["Content-Type": "application/json", "Idempotency-Key": draft.key], body: body))
  }

  /// `PATCH /todos/N` with the patch's fields only.
  public func update(id: Todo.ID, _ patch: TodoPatch) async throws -> Todo {
    try await client.send(
      Request(
        method: .patch, path: "/todos/\(id)",
        headers: ["Content-Type": "application/json", "Idempotency-Key": UUID().uuidString],
        body: try Self.encode(patch)))
  }

  /// `DELETE /todos/N`; a 404 (already gone) counts as done.
  public func delete(id: Todo.ID) async throws {
    do {
      _ = try await client.data(for: Request<Data>(method: .delete, path: "/todos/\(id)"))
    } catch {
      // Deleted already (by this request's lost first attempt, or by someone else): done.
      guard case .status(code: 404, _) = error else { throw error }
    }
  }

  private static func encode(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
  }

  /// A POST body, in jsonplaceholder's field names.
  private struct NewTodo: Encodable {
    let userId: Int
    let title: String
    let completed: Bool
  }
}
