import DataEngine
import Models

/// A write to a todo that was not saved: which change, of which todo, and why.
public typealias TodoWriteFailure = WriteFailure<Todo.ID, TodoChange>

extension TodoListViewModel {
  /// Everything the todo screen can be showing, one case at a time.
  public enum State: Hashable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The first load is under way; there is nothing to show.
    case loading
    /// An attempt of the first load failed and another starts when the countdown ends.
    case retrying(RetryCountdown)
    /// The first load failed; `retry` loads again.
    case failed(LoadFailure)
    /// The todos, which can be changed (an empty list too: TodoMVC shows its field to add).
    case loaded(TodoListContent)
  }
}

/// A loaded todo list: the rows the filter shows, the counts TodoMVC's footer shows, and what
/// the writes did.
public struct TodoListContent: Hashable, Sendable {
  /// The todos the filter shows, in order (one section), each with its pending writes applied.
  public let rows: ListRows<TodoRow>
  /// The filter in use.
  public let filter: TodoFilter
  /// Todos not done, whatever the filter shows: TodoMVC's "N items left".
  public let itemsLeft: Int
  /// Todos done, whatever the filter shows: whether "clear completed" has anything to do.
  public let completedCount: Int
  /// Whether a refresh is under way or failed while these todos stayed on screen.
  public let refresh: RefreshStatus
  /// The writes that were not saved since the last ``TodoListViewModel/dismissUnsaved(_:)``,
  /// oldest first; each todo already shows its last confirmed value again. A failed add keeps
  /// its title here (`.create`), so a front end can put what was typed back in its field.
  public let unsaved: [TodoWriteFailure]
  /// What the last change to the rows did, as one batch (index paths, for a table view's
  /// batch update); nil before any.
  public let changes: ChangeSet?
  /// Each add's row id (a local id below zero, which the row keeps), to the id the server gave
  /// the todo, for every add saved so far: a front end that talks to the server itself, or
  /// shows ids, finds the server's id here. Rows never change id, so nothing needs following.
  public let newIDs: [Todo.ID: Todo.ID]

  /// Creates content; the view model builds it, tests and previews may too.
  public init(
    rows: ListRows<TodoRow>, filter: TodoFilter, itemsLeft: Int, completedCount: Int,
    refresh: RefreshStatus = .idle, unsaved: [TodoWriteFailure] = [], changes: ChangeSet? = nil,
    newIDs: [Todo.ID: Todo.ID] = [:]
  ) {
    self.rows = rows
    self.filter = filter
    self.itemsLeft = itemsLeft
    self.completedCount = completedCount
    self.refresh = refresh
    self.unsaved = unsaved
    self.changes = changes
    self.newIDs = newIDs
  }

  /// Every todo, whatever the filter shows.
  public var totalCount: Int { itemsLeft + completedCount }
}

/// Everything ``TodoListViewModel`` keeps beside its rows and its load, in one stored value; the
/// public state is computed from them and from the fetched results, so it is never stale.
struct TodoListScreen {
  var filter = TodoFilter.all
  /// Counts the changes to the rows: the rows' version.
  var version = 0
  var changes: ChangeSet?

  /// What the screen shows, given where its load is, the rows now, the counts of active and
  /// completed todos, and the store's unsaved writes and saved adds.
  func state(
    _ phase: LoadPhase<Void>, rows: ListRows<TodoRow>, active: Int, completed: Int,
    unsaved: [TodoWriteFailure], newIDs: [Todo.ID: Todo.ID]
  ) -> TodoListViewModel.State {
    switch phase {
    case .idle: .idle
    case .loading: .loading
    case .retrying(let countdown): .retrying(countdown)
    case .failed(let failure): .failed(failure)
    case .loaded(_, let refresh, _):
      .loaded(
        TodoListContent(
          rows: rows, filter: filter, itemsLeft: active, completedCount: completed,
          refresh: refresh, unsaved: unsaved, changes: changes, newIDs: newIDs))
    }
  }
}
