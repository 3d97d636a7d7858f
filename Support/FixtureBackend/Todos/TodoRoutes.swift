import Foundation

/// The todo routes, reads and writes, answered as jsonplaceholder answers them but kept: a
/// write changes what the next read returns, for the server's life.
///
/// - `GET /todos` (`?userId=N`, repeatable), `GET /todos/N`: 200 with the todos, or 404.
/// - `POST /todos` with `{"title": ..., "completed": false, "userId": 1}`: 201 with the todo
///   and its new id, and `Location: /todos/N`. `completed` defaults to false and `userId` to 1;
///   an empty or over-long title, or a field of the wrong type, is a 400 that says which. With
///   an `Idempotency-Key` header, a key already seen answers 201 with the todo it created, and
///   creates nothing: an add the client retried after a lost answer makes one todo.
/// - `PATCH /todos/N` with any of those fields: merges them and answers 200 with the todo; 404
///   when there is none.
/// - `DELETE /todos/N`: 200 with `{}`, also for an id that is not there (as jsonplaceholder
///   does), so a DELETE retried after its answer was lost does not fail.
extension FixtureRoute {
  static func todos(in store: TodoStore) -> [FixtureRoute] {
    [
      .get("/todos") { request, _ in
        .json(encoding: store.todos(of: try request.idFilter("userId")))
      },
      .get("/todos/:id") { _, ids in .json(encoding: try find(ids[0], in: store)) },
      FixtureRoute("POST", "/todos") { request, _ in
        let fields = try TodoFields(request.body)
        guard let title = fields.title else { throw HTTPError.badRequest("The title is missing") }
        let (todo, _) = store.add(
          userID: fields.userId ?? 1, title: title, completed: fields.completed ?? false,
          key: request.header("Idempotency-Key"))
        return FixtureResponse.json(201, encoding: todo)
          .adding(header: "Location", "/todos/\(todo.id)")
      },
      FixtureRoute("PATCH", "/todos/:id") { request, ids in
        let fields = try TodoFields(request.body)
        let id = try find(ids[0], in: store).id
        let todo = store.update(id: id) { todo in
          if let title = fields.title { todo.title = title }
          if let completed = fields.completed { todo.completed = completed }
          if let userID = fields.userId { todo.userID = userID }
        }
        guard let todo else { throw HTTPError.notFound("No todo with id \(ids[0])") }
        return .json(encoding: todo)
      },
      FixtureRoute("DELETE", "/todos/:id") { _, ids in
        if let id = Int(ids[0]) { store.delete(id: id) }
        return .json(encoding: [String: String]())
      },
    ]
  }

  private static func find(_ id: String, in store: TodoStore) throws(HTTPError) -> FixtureTodo {
    guard let number = Int(id), let todo = store.todo(id: number) else {
      throw .notFound("No todo with id \(id)")
    }
    return todo
  }
}

/// The fields a todo write may carry, each checked for its type and range.
private struct TodoFields: Decodable {
  let title: String?
  let completed: Bool?
  let userId: Int?

  /// The fields of `body`, or a 400 saying what is wrong with them.
  init(_ body: Data) throws(HTTPError) {
    do {
      self = try JSONDecoder().decode(TodoFields.self, from: body)
    } catch {
      throw .badRequest(
        "The body must be a JSON object whose title is a string, completed a boolean and "
          + "userId a positive integer")
    }
    if let title {
      guard !title.allSatisfy(\.isWhitespace) else { throw .badRequest("The title is empty") }
      guard title.count <= TodoStore.maximumTitleLength else {
        throw .badRequest("The title is longer than \(TodoStore.maximumTitleLength) characters")
      }
    }
    if let userId, userId <= 0 {
      throw .badRequest("userId must be a positive integer, not \(userId)")
    }
  }
}
