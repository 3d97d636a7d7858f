import DataEngine
import Foundation
import Models
import Observation

/// The todo screen's logic, TodoMVC's features over a server: load, add, toggle, toggle all,
/// rename, delete, clear completed, and filter. Every write shows at once, marks its row as
/// saving and goes to the server; the answer replaces what was shown, and a failure puts back
/// **the last value the server confirmed** and says which change was not saved, and why.
///
/// Each row is an `Optimistic` record in a store the view model owns; the list is fetched
/// results over it, so rows are read by index path or by id (``ListRows``) and each change
/// comes with its change set. Writes to one todo go out one at a time, in order
/// (`WriteQueue`), so a later one never loses to an earlier one on the wire; a refresh keeps
/// the writes still pending on top of what it brings.
///
/// Write intents apply their change before they return and hand back the task that sends it:
/// a screen ignores it, a script or a test awaits it.
///
/// ```swift
/// let todos = TodoListViewModel(service: service)
/// await todos.load()
/// try todos.add("Buy milk")
/// let saving = try todos.toggle(3)   // todo 3 shows done, saving
/// await saving.value                 // the server's answer is in
/// todos.filter(.active)
/// ```
@MainActor
@Observable
public final class TodoListViewModel {
  /// What the screen shows now, computed from the one value the list stores and its rows.
  public var state: State {
    screen.state(
      rows: ListRows(rows.shown, version: screen.version), active: rows.active.count,
      completed: rows.completed.count)
  }
  /// The filter in use.
  public var filter: TodoFilter { screen.filter }
  /// How many changes wait for the server's answer, sent or queued behind an earlier change of
  /// the same todo: shown on screen already, and lost if the app ends before they are sent. A
  /// front end asked to quit while any are saving waits for them, or says they would be lost.
  public private(set) var changesSaving = 0

  /// The single source of truth beside the rows: every intent changes this.
  private var screen = TodoListScreen()
  @ObservationIgnored private let service: any TodoService
  @ObservationIgnored private let userID: Int
  @ObservationIgnored private let makeKey: @Sendable () -> String
  /// The rows, each an optimistic record, and the fetched results over them.
  @ObservationIgnored private let rows = TodoRows()
  @ObservationIgnored private let todosLoad: RetryingLoad
  @ObservationIgnored private let writes = WriteQueue<Todo.ID>()
  /// Numbers every write, so its answer finds it.
  @ObservationIgnored private var writeCount = 0
  /// Counts the writes' answers, so a refresh can tell older news from newer.
  @ObservationIgnored private var answerCount = 0
  /// Counts adds, for their local ids (-1, -2, ...) and their places at the end.
  @ObservationIgnored private var addCount = 0
  /// The write of each todo on the wire now, if any: the only one a delete cannot take back.
  @ObservationIgnored private var onWire: [Todo.ID: Int] = [:]
  /// The id the server gave each add, by its local id: where writes made meanwhile go.
  @ObservationIgnored private var savedIDs: [Todo.ID: Todo.ID] = [:]

  /// The todos of user `userID` (who owns what is added), over `service`; `clock` times the
  /// countdown to a service's next automatic retry, `makeKey` names each add for the server
  /// (its `Idempotency-Key`). Nothing loads until ``load()``.
  public init(
    service: any TodoService, userID: Int = 1, clock: any Clock<Duration> = ContinuousClock(),
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.service = service
    self.userID = userID
    self.makeKey = makeKey
    todosLoad = RetryingLoad(clock: clock)
  }

  /// How many loads have started: a load settles the screen only while it is the newest.
  @ObservationIgnored private var loads = 0
  /// The phase before the load under way, with nothing under way; nil when no load is.
  @ObservationIgnored private var beforeLoad: TodoListScreen.Phase?
  /// Whether the last load was stopped before it answered, with nothing loaded.
  @ObservationIgnored private var stoppedFirstLoad = false

  // MARK: Loading

  /// Loads the todos, or refreshes them, replacing any load under way; returns when it has
  /// settled. Todos on screen stay while it runs and if it fails; writes still pending stay on
  /// top of what it brings, and a todo a write answered after it was sent keeps that answer.
  ///
  /// A load stopped before it answered (``disappear()``, or the task awaiting it cancelled, as
  /// SwiftUI cancels `.task` and `.refreshable`) ends in the state before it, never loading.
  public func load() async {
    if beforeLoad == nil { beforeLoad = screen.phase.atRest }
    loads += 1
    let mine = loads
    stoppedFirstLoad = false
    screen.phase.load(.refreshing)
    let (service, userID, sentAt) = (service, userID, answerCount)
    await todosLoad.run {
      try await service.todos(userID: userID)
    } countdown: { [weak self] value in
      self?.screen.phase.load(.retrying(value))
    } apply: { [weak self] result in
      switch result {
      case .success(let todos):
        guard let self else { return }
        changed(rows.merge(todos, sentAt: sentAt))
        screen.phase = .loaded(.idle)
      case .failure(let error): self?.screen.phase.load(.failed(LoadFailure(error)))
      }
    }
    if loads == mine { settleLoad() }
  }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded, or the last load
  /// was stopped before it answered; a screen shown again keeps what it has.
  public func appear() async {
    if case .idle = screen.phase { await load() }
  }

  /// Loads again after a failure, at once while an automatic retry counts down, or after a
  /// first load was stopped before it answered.
  public func retry() async throws(IntentError) {
    if case .idle = screen.phase, stoppedFirstLoad {
      await load()
      return
    }
    guard screen.phase.canRetry else { throw .nothingToRetry }
    await load()
  }

  /// The screen went away: stops the load under way, settling the screen at once. Writes
  /// already made still go out.
  public func disappear() {
    guard beforeLoad != nil else { return }
    todosLoad.stop()
    settleLoad()
  }

  /// Ends the load under way: one that answered has set the phase; one stopped before it
  /// answered goes back to the phase before it.
  private func settleLoad() {
    guard let before = beforeLoad else { return }
    beforeLoad = nil
    guard screen.phase.isUnderWay else { return }
    screen.phase = before
    if case .idle = before { stoppedFirstLoad = true }
  }

  // MARK: Query

  /// Shows all todos, the active ones, or the completed ones.
  public func filter(_ filter: TodoFilter) {
    let changes = rows.show(filter)
    screen.filter = filter
    changed(changes)
  }

  // MARK: Writes

  /// Adds a todo titled `title` (trimmed) at the end, at once, and sends it; if the server
  /// refuses, the row goes and the title stays in ``TodoListContent/unsaved``.
  @discardableResult
  public func add(_ title: String) throws(TodoListError) -> Task<Void, Never> {
    guard case .loaded = screen.phase else { throw .notLoaded }
    let title = try Self.checked(title)
    addCount += 1
    let local = -addCount
    let draft = Todo(id: local, userID: userID, title: title, completed: false)
    let change = TodoChange.create(draft)
    let number = nextWrite()
    var record = Optimistic<TodoChange>(confirmed: nil)
    record.begin(change, number: number)
    changed(
      rows.commit {
        $0.upsert(TodoRow(id: local, record: record, position: Int.max / 2 + addCount))
      })
    let sent = TodoDraft(userID: userID, title: title, key: makeKey())
    let service = service
    return enqueue(local) { [weak self] in
      self?.onWire[local] = number
      let result = await Result { try await service.add(sent) }
      self?.onWire[local] = nil
      if self?.settleAdd(local, number: number, change: change, result) == true {
        await self?.load()
      }
    }
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
    guard case .loaded = screen.phase else { throw .notLoaded }
    let done = rows.active.count > 0
    let tasks = rows.all(done ? rows.active : rows.completed).map { row in
      send(.patch(TodoPatch(completed: done)), to: row.id, was: row.todo)
    }
    return Task { for task in tasks { await task.value } }
  }

  /// Deletes every todo that is done.
  @discardableResult
  public func clearCompleted() throws(TodoListError) -> Task<Void, Never> {
    guard case .loaded = screen.phase else { throw .notLoaded }
    let tasks = rows.all(rows.completed).map { row in
      send(.delete, to: row.id, was: row.todo)
    }
    return Task { for task in tasks { await task.value } }
  }

  /// Forgets the writes that were not saved: the screen has told the person.
  public func dismissUnsaved() { screen.unsaved = [] }

  // MARK: Sending

  /// Shows `change` of `id` at once and sends it after the writes of `id` before it; `todo` is
  /// what the row showed before.
  private func send(_ change: TodoChange, to id: Todo.ID, was todo: Todo) -> Task<Void, Never> {
    let number = nextWrite()
    update(id) { record in
      if case .delete = change {
        // Changes queued behind the wire are pointless now: never send them, and say so. An
        // add is never dropped: a todo must exist on the server before it can be deleted there.
        let wire = onWire[id]
        let before = record
        let dropped = record.drop { write in
          if case .create = write.change { return false }
          return write.number != wire
        }
        screen.unsaved += dropped.map { write in
          TodoWriteFailure(
            id: id, change: write.change, target: before.shown(before: write.number),
            reason: .overtaken(by: .delete))
        }
      }
      record.begin(change, number: number)
    }
    let service = service
    return enqueue(id) { [weak self] in
      // A change made while the todo was being added goes to the id the server gave it.
      guard let self, case let target = savedIDs[id] ?? id, isPending(number, of: target) else {
        return  // dropped by a delete, or by an add that failed
      }
      onWire[target] = number
      let result = await Result { () async throws -> Todo? in
        switch change {
        case .patch(let patch): return try await service.update(id: target, patch)
        case .delete:
          try await service.delete(id: target)
          return nil
        case .create(let todo): return todo  // adds go through `add`, never here
        }
      }
      onWire[target] = nil
      if settle(number, of: target, change: change, was: todo, result) { await load() }
    }
  }

  /// Queues `work`, a write of `id`, after the writes of `id` before it, counting it in
  /// ``changesSaving`` until it has settled (answered, or dropped unsent).
  private func enqueue(
    _ id: Todo.ID, _ work: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    changesSaving += 1
    return writes.enqueue(id) { [weak self] in
      await work()
      self?.changesSaving -= 1
    }
  }

  /// Takes the server's answer to write `number` of `id`; true when the answer never came or
  /// could not be read, so the server may have kept the write: the list must be read again to
  /// show what it kept.
  private func settle(
    _ number: Int, of id: Todo.ID, change: TodoChange, was todo: Todo,
    _ result: Result<Todo?, any Error>
  ) -> Bool {
    answerCount += 1
    let answer = answerCount
    switch result {
    case .success(let confirmed):
      update(id) { $0.confirm(number, as: confirmed, answer: answer) }
      return false
    case .failure(let error):
      var deleting = false
      update(id) { record in
        record.reject(number)
        deleting = record.pending.contains { $0.change == .delete }
      }
      let failure = TodoWriteFailure(id: id, change: change, target: todo, error: error)
      // A change whose todo is being deleted needs no word: the delete speaks for it.
      if !deleting { screen.unsaved.append(failure) }
      return failure.mayHaveBeenSaved
    }
  }

  /// Takes the server's answer to the add (write `number`) of the row with local id `local`.
  /// Changes made to the row meanwhile stay on top of the saved todo and follow it to its id.
  /// True when the server may have kept the add although no answer says so: the list must be
  /// read again, where the todo shows under the id the server gave it.
  private func settleAdd(
    _ local: Todo.ID, number: Int, change: TodoChange, _ result: Result<Todo, any Error>
  ) -> Bool {
    answerCount += 1
    let answer = answerCount
    let meanwhile = rows.row(local)?.record.pending.filter { $0.number != number } ?? []
    switch result {
    case .success(let todo):
      // A refresh may have brought the new todo in first: its pending writes stay on top.
      var record =
        rows.row(todo.id)?.record ?? Optimistic<TodoChange>(confirmed: todo, answer: answer)
      record.refresh(todo, sentAt: .max)
      for write in meanwhile { record.begin(write.change, number: write.number) }
      let row = TodoRow(id: todo.id, record: record, position: todo.id)
      changed(
        rows.commit { batch in
          batch.delete(id: local)
          batch.upsert(row)
        })
      savedIDs[local] = todo.id
      writes.rename(local, to: todo.id)
      screen.newIDs = [local: todo.id]
      return false
    case .failure(let error):
      changed(rows.commit { $0.delete(id: local) })
      let ambiguous = (error as? any WriteOutcomeReporting)?.mayHaveBeenApplied ?? false
      // Deleted meanwhile: nobody wants it any more, so there is nothing to tell.
      guard !meanwhile.contains(where: { $0.change == .delete }) else { return ambiguous }
      // The add, and each change made to it meanwhile, was not saved: each is told, what was
      // typed included.
      var shown: Todo?
      for made in [change] + meanwhile.map(\.change) {
        screen.unsaved.append(
          TodoWriteFailure(id: local, change: made, target: shown, error: error))
        shown = made.applied(to: shown)
      }
      return ambiguous
    }
  }

  private func nextWrite() -> Int {
    writeCount += 1
    return writeCount
  }

  private func isPending(_ number: Int, of id: Todo.ID) -> Bool {
    rows.row(id)?.record.pending.contains { $0.number == number } ?? false
  }

  // MARK: Rows

  /// The todo with id `id` as shown, if the list shows it and the server knows it.
  private func changeable(_ id: Todo.ID) throws(TodoListError) -> Todo {
    guard case .loaded = screen.phase else { throw .notLoaded }
    guard let row = rows.row(id), row.isShown else { throw .noSuchTodo(id) }
    return row.todo
  }

  /// Edits the record of row `id` and shows what that changed.
  private func update(_ id: Todo.ID, _ edit: (inout Optimistic<TodoChange>) -> Void) {
    changed(rows.update(id, edit))
  }

  /// A new version of the rows, with what the last write to them changed.
  private func changed(_ changes: ChangeSet?) {
    screen.version += 1
    screen.changes = changes
    screen.newIDs = [:]
  }

  private static func checked(_ title: String) throws(TodoListError) -> String {
    do { return try TodoTitle.checked(title) } catch { throw .title(error) }
  }
}
