import Foundation

/// The todos, read and written: a ``FixtureResource`` with writes, answered as jsonplaceholder
/// answers them but kept: a write changes what the next read returns, for the server's life.
///
/// - `GET /todos` (`?userId=N`, repeatable), `GET /todos/N`, `GET /users/N/todos`.
/// - `POST /todos` with `{"title": ..., "completed": false, "userId": 1}`: 201 with the todo
///   and its new id, and `Location: /todos/N`. `completed` defaults to false and `userId` to 1;
///   an empty or over-long title, or a field of the wrong type, is a 400 that says which. With
///   an `Idempotency-Key` header, a key already seen answers 201 with the todo it created, and
///   creates nothing: an add the client retried after a lost answer makes one todo.
/// - `PATCH /todos/N` with any of those fields: merges them and answers 200 with the todo; 404
///   when there is none.
/// - `DELETE /todos/N`: 200 with `{}`, also for an id that is not there.
extension FixtureRoute {
  static func todos(in store: TodoStore, users: Set<Int>) -> [FixtureRoute] {
    FixtureResource("todos", in: store)
      .filtered(by: "userId", \.userID)
      .nested(under: "users", by: \.userID) { users.contains($0) }
      .writable()
      .routes
  }
}

/// The todos a fixture server holds, as writes have left them.
public typealias TodoStore = RecordStore<FixtureTodo>

extension RecordStore where Record == FixtureTodo {
  /// A title longer than this, in characters, is refused.
  public static var maximumTitleLength: Int { 1_000 }

  /// Every todo, or those of the users in `userIDs`, in id order.
  public func todos(of userIDs: Set<Int>? = nil) -> [FixtureTodo] {
    guard let userIDs else { return records() }
    return records { userIDs.contains($0.userID) }
  }

  /// The todo with id `id`, if there is one.
  public func todo(id: Int) -> FixtureTodo? { record(id: id) }
}

extension FixtureTodo: WritableFixtureRecord {
  /// The fields a todo write may carry, each checked for its type and range.
  struct Fields: Decodable {
    let title: String?
    let completed: Bool?
    let userId: Int?
  }

  static func fields(of body: Data) throws(HTTPError) -> Fields {
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: body)
    } catch {
      throw .badRequest(
        "The body must be a JSON object whose title is a string, completed a boolean and "
          + "userId a positive integer")
    }
    if let title = fields.title {
      guard !title.allSatisfy(\.isWhitespace) else { throw .badRequest("The title is empty") }
      guard title.count <= TodoStore.maximumTitleLength else {
        throw .badRequest("The title is longer than \(TodoStore.maximumTitleLength) characters")
      }
    }
    if let userId = fields.userId, userId <= 0 {
      throw .badRequest("userId must be a positive integer, not \(userId)")
    }
    return fields
  }

  static func created(id: Int, from fields: Fields) throws(HTTPError) -> FixtureTodo {
    guard let title = fields.title else { throw .badRequest("The title is missing") }
    return FixtureTodo(
      id: id, userID: fields.userId ?? 1, title: title, completed: fields.completed ?? false)
  }

  mutating func merge(_ fields: Fields) {
    if let title = fields.title { self.title = title }
    if let completed = fields.completed { self.completed = completed }
    if let userID = fields.userId { self.userID = userID }
  }
}
