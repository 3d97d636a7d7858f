import Essentials

/// The todos a fixture server holds: the dataset's at start, then whatever writes made of them,
/// for as long as the server runs. Every connection thread shares it, so all of it is behind
/// one lock.
public final class TodoStore: Sendable {
  private struct State {
    /// In id order: an added todo takes the next id, so appending keeps the order.
    var todos: [FixtureTodo]
    var nextID: Int
    /// The todo each `Idempotency-Key` created, so a repeated add creates nothing more.
    var created: [String: Int] = [:]
  }

  /// A title longer than this, in characters, is refused.
  public static let maximumTitleLength = 1_000

  private let state: Locked<State>

  /// A store holding `todos` (in id order).
  init(_ todos: [FixtureTodo]) {
    state = Locked(State(todos: todos, nextID: (todos.map(\.id).max() ?? 0) + 1))
  }

  /// Every todo, or those of the users in `userIDs`, in id order.
  public func todos(of userIDs: Set<Int>? = nil) -> [FixtureTodo] {
    state.withLock { state in state.todos.filter { userIDs?.contains($0.userID) ?? true } }
  }

  /// The todo with id `id`, if there is one.
  public func todo(id: Int) -> FixtureTodo? {
    state.withLock { state in state.todos.first { $0.id == id } }
  }

  /// Adds a todo and returns it with its new id; with a `key` seen before, returns the todo
  /// that key created instead (and `isNew` false), whatever the fields say now.
  func add(
    userID: Int, title: String, completed: Bool, key: String?
  ) -> (todo: FixtureTodo, isNew: Bool) {
    state.withLock { state in
      if let key, let id = state.created[key],
        let earlier = state.todos.first(where: { $0.id == id })
      {
        return (earlier, false)
      }
      let todo = FixtureTodo(id: state.nextID, userID: userID, title: title, completed: completed)
      state.nextID += 1
      state.todos.append(todo)
      if let key { state.created[key] = todo.id }
      return (todo, true)
    }
  }

  /// Applies `change` to the todo with id `id` and returns it; nil when there is none.
  func update(id: Int, _ change: (inout FixtureTodo) -> Void) -> FixtureTodo? {
    state.withLock { state in
      guard let index = state.todos.firstIndex(where: { $0.id == id }) else { return nil }
      change(&state.todos[index])
      return state.todos[index]
    }
  }

  /// Removes the todo with id `id`; false when there was none.
  @discardableResult
  func delete(id: Int) -> Bool {
    state.withLock { state in
      guard let index = state.todos.firstIndex(where: { $0.id == id }) else { return false }
      state.todos.remove(at: index)
      return true
    }
  }
}
