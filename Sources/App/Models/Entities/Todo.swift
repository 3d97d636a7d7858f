/// A to-do item in the jsonplaceholder shape, kept exactly as received: its title came from
/// outside, so a view makes it safe before it reaches a terminal.
public struct Todo: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among todos.
  public let id: Int
  /// The user the todo belongs to.
  public let userID: Int
  /// What is to be done, as the server sent it: untrusted text.
  public var title: String
  /// Whether it is done.
  public var completed: Bool

  /// Creates a todo from its fields.
  public init(id: Int, userID: Int, title: String, completed: Bool) {
    self.id = id
    self.userID = userID
    self.title = title
    self.completed = completed
  }

  // The wire format uses jsonplaceholder's names; Swift names follow the API design guidelines.
  private enum CodingKeys: String, CodingKey {
    case id
    case userID = "userId"
    case title
    case completed
  }
}

/// The fields a change to a todo sends, and only those: a `PATCH` body, merged into the todo on
/// the server. A field left nil is left as it is.
///
/// ```swift
/// TodoPatch(completed: true).applied(to: todo)   // the todo, done
/// ```
public struct TodoPatch: Hashable, Sendable, Codable {
  /// The new title, or nil to keep it.
  public var title: String?
  /// The new state, or nil to keep it.
  public var completed: Bool?

  /// Creates a patch of the fields given.
  public init(title: String? = nil, completed: Bool? = nil) {
    self.title = title
    self.completed = completed
  }

  /// `todo` with this patch's fields merged in, as the server merges them.
  public func applied(to todo: Todo) -> Todo {
    var todo = todo
    if let title { todo.title = title }
    if let completed { todo.completed = completed }
    return todo
  }
}

/// A todo not yet on the server: what an add sends. The key makes the add idempotent: the
/// server creates one todo per key, however often the request arrives.
public struct TodoDraft: Hashable, Sendable {
  /// The user it is for.
  public var userID: Int
  /// What is to be done.
  public var title: String
  /// Whether it starts done (a new todo normally does not).
  public var completed: Bool
  /// Names this add for the server (`Idempotency-Key`): a retry of the same add sends the same.
  public var key: String

  /// Creates a draft; `key` should be unique per add the person makes.
  public init(userID: Int, title: String, completed: Bool = false, key: String) {
    self.userID = userID
    self.title = title
    self.completed = completed
    self.key = key
  }
}
