import DataEngine
import Foundation
import Models
import Observation

/// The todo screen's logic, TodoMVC's features over a server: load, add, toggle, toggle all,
/// rename, delete, clear completed, and filter. Every write shows at once, marks its row as
/// saving and goes to the server; the answer replaces what was shown, and a failure puts back
/// **the last value the server confirmed** and says which change was not saved, and why.
///
/// The todos live in a ``TodoStore`` (an ``OptimisticStore``), which orders, shows and settles
/// the writes; the screen keeps only its filter and its load. Write intents apply their change
/// before they return and hand back the task that sends it (a test awaits it):
///
/// ```swift
/// let saving = try todos.toggle(3)   // todo 3 shows done, saving
/// await saving.value                 // the server's answer is in
/// ```
@MainActor
@Observable
public final class TodoListViewModel: ScreenModel {
  /// What the screen shows now, computed from the one value the list stores and its rows.
  public var state: State {
    screen.state(
      todos.phase, rows: ListRows(rows.shown, version: screen.version), active: rows.active.count,
      completed: rows.completed.count, unsaved: store.unsaved, newIDs: store.savedIDs)
  }
  /// The filter in use.
  public var filter: TodoFilter { screen.filter }
  /// How many changes wait for the server's answer, counted over the store: what a front end
  /// asked to quit waits for.
  public var changesSaving: Int { store.changesSaving }

  /// The single source of truth beside the rows and the load: every intent changes this.
  private var screen = TodoListScreen()
  /// The load of the todos into the store, whose rows the screen shows.
  private let todos: ScreenLoad<Void>
  /// The todos, shared with every other screen over them.
  @ObservationIgnored public let store: TodoStore
  @ObservationIgnored private let service: any TodoService
  @ObservationIgnored private let userID: Int
  @ObservationIgnored private let makeKey: @Sendable () -> String
  /// This screen's fetched results over the store.
  @ObservationIgnored private let rows: TodoRows

  /// The todos of user `userID` over `service`, kept in `store` (shared with the user's other
  /// todo screens); `clock` times retry countdowns, `makeKey` names each add (its
  /// `Idempotency-Key`).
  public init(
    service: any TodoService, store: TodoStore = TodoStore(), userID: Int = 1,
    clock: any Clock<Duration> = ContinuousClock(),
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.service = service
    self.store = store
    self.userID = userID
    self.makeKey = makeKey
    rows = TodoRows(over: store)
    todos = ScreenLoad(clock: clock) { @MainActor in
      // Answers counted before the list was asked for: a write answered after keeps its answer.
      let sentAt = store.answerCount
      return (try await service.todos(userID: userID), sentAt)
    } keep: { todos, sentAt in
      store.merge(todos, sentAt: sentAt)
    }
    store.onCommit(for: self) { [weak self] in
      guard let self else { return }
      changed(rows.take())
    }
  }

  // MARK: Loading

  /// Loads or refreshes the todos; writes still pending stay on top of what it brings, and a
  /// todo a write answered after it was sent keeps that answer.
  public func load() async { await todos.load() }

  /// The screen is shown (`.task`): loads when nothing has, or a load was stopped.
  public func appear() async { await todos.appear() }

  /// Loads again after a failure or a stopped first load, at once during a countdown.
  public func retry() async throws(IntentError) { try await todos.retry() }

  /// The screen went away: stops the load under way; writes already made still go out.
  public func disappear() { todos.disappear() }

  // MARK: Query

  /// Shows all todos, the active ones, or the completed ones.
  public func filter(_ filter: TodoFilter) {
    let changes = rows.show(filter)
    screen.filter = filter
    changed(changes)
  }

  // MARK: Writes

  /// Adds a todo titled `title` (trimmed) at the end, at once, and sends it; if the server
  /// refuses, the row goes and the title stays in ``TodoListContent/unsaved``. The row keeps
  /// its id, a local one below zero, after the server gives the todo its own.
  @discardableResult
  public func add(_ title: String) throws(TodoListError) -> Task<Void, Never> {
    guard todos.value != nil else { throw .notLoaded }
    let title = try Self.checked(title)
    let (service, userID) = (service, userID)
    let sent = TodoDraft(userID: userID, title: title, key: makeKey())
    return store.add(
      { .create(Todo(id: $0, userID: userID, title: title, completed: false)) },
      whenUnconfirmed: reload
    ) { try await service.add(sent) }.task
  }

  /// Marks the todo with id `id` done, or not done.
  @discardableResult
  public func toggle(_ id: Todo.ID) throws(TodoListError) -> Task<Void, Never> {
    let todo = try changeable(id)
    return send(.patch(TodoPatch(completed: !todo.completed)), to: id, was: todo)
  }

  /// Gives the todo with id `id` the title `title` (trimmed).
  @discardableResult
  public func rename(_ id: Todo.ID, to title: String) throws(TodoListError) -> Task<Void, Never> {
    let title = try Self.checked(title)
    let todo = try changeable(id)
    guard title != todo.title else { return Task {} }  // nothing to save
    return send(.patch(TodoPatch(title: title)), to: id, was: todo)
  }

  /// Deletes the todo with id `id`: it goes at once; changes to it not yet sent are not sent
  /// (``TodoListContent/unsaved`` says which, as overtaken); if the server refuses, it comes
  /// back in its place with its last confirmed value.
  @discardableResult
  public func delete(_ id: Todo.ID) throws(TodoListError) -> Task<Void, Never> {
    let todo = try changeable(id)
    return send(.delete, to: id, was: todo)
  }

  /// Marks every todo done, or, when all are done already, every todo not done.
  @discardableResult
  public func toggleAll() throws(TodoListError) -> Task<Void, Never> {
    guard todos.value != nil else { throw .notLoaded }
    let done = rows.active.count > 0
    let tasks = rows.all(done ? rows.active : rows.completed).map { row in
      send(.patch(TodoPatch(completed: done)), to: row.id, was: row.todo)
    }
    return Task { for task in tasks { await task.value } }
  }

  /// Deletes every todo that is done.
  @discardableResult
  public func clearCompleted() throws(TodoListError) -> Task<Void, Never> {
    guard todos.value != nil else { throw .notLoaded }
    let tasks = rows.all(rows.completed).map { row in
      send(.delete, to: row.id, was: row.todo)
    }
    return Task { for task in tasks { await task.value } }
  }

  /// Forgets the writes not saved that the screen has shown; one that failed since stays.
  public func dismissUnsaved(_ shown: [TodoWriteFailure]) { store.dismissUnsaved(shown) }

  /// Shows `change` of `id` at once and sends it after the writes of `id` before it; `todo` is
  /// what the row showed before.
  private func send(_ change: TodoChange, to id: Todo.ID, was todo: Todo) -> Task<Void, Never> {
    let service = service
    return store.send(change, to: id, was: todo, whenUnconfirmed: reload) { target in
      switch change {
      case .patch(let patch): return try await service.update(id: target, patch)
      case .delete:
        try await service.delete(id: target)
        return nil
      case .create(let todo): return todo  // adds go through `add`, never here
      }
    }
  }

  /// Reads the todos again: a write's answer was lost, so only the server can say what it kept.
  private var reload: @MainActor () async -> Void {
    { [weak self] in await self?.load() }
  }

  // MARK: Rows

  /// The todo with id `id` (a row id, or the server's) as shown, if the list shows it.
  private func changeable(_ id: Todo.ID) throws(TodoListError) -> Todo {
    guard todos.value != nil else { throw .notLoaded }
    guard let row = store.row(id), row.isShown else { throw .noSuchTodo(id) }
    return row.todo
  }

  /// A new version of the rows, with what the last write to them changed.
  private func changed(_ changes: ChangeSet?) {
    screen.version += 1
    screen.changes = changes
  }

  private static func checked(_ title: String) throws(TodoListError) -> String {
    do { return try TodoTitle.checked(title) } catch { throw .title(error) }
  }
}
