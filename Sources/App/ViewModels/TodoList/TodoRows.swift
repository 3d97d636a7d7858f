import DataEngine
import Models

/// What one todo screen reads of the shared rows: the fetched results of the rows under its
/// filter, and of the active and completed ones, whose counts are TodoMVC's footer. Each screen
/// has its own, over the one ``TodoStore``, so a filter is a screen's own while the todos are
/// everyone's.
@MainActor
final class TodoRows {
  /// The rows the filter shows.
  let shown: FetchedResultsController<TodoRow>
  /// The rows shown that are not done, and those that are.
  let active: FetchedResultsController<TodoRow>
  let completed: FetchedResultsController<TodoRow>
  private let inbox: ChangeInbox

  /// The rows of `store`, all shown.
  init(over store: TodoStore) {
    // A fetch evaluates predicates that read two stored flags, so none of these can throw.
    let records = store.records
    shown = try! FetchedResultsController(store: records, descriptor: TodoFilter.all.descriptor)
    active = try! FetchedResultsController(
      store: records, descriptor: TodoFilter.active.descriptor)
    completed = try! FetchedResultsController(
      store: records, descriptor: TodoFilter.completed.descriptor)
    inbox = ChangeInbox(watching: shown)
  }

  /// Every row `controller` holds, in order.
  func all(_ controller: FetchedResultsController<TodoRow>) -> [TodoRow] {
    controller.entities(inSection: 0, rows: 0..<controller.count)
  }

  /// Shows the rows `filter` selects.
  func show(_ filter: TodoFilter) -> ChangeSet? {
    // These predicates read two stored flags; evaluating them cannot throw.
    _ = try? shown.setDescriptor(filter.descriptor)
    return take()
  }

  /// What the last commit to the shared rows did to the rows under the filter.
  func take() -> ChangeSet? { inbox.take().last }
}

/// The one truth of a user's todos, which every todo screen over it reads and writes: two
/// screens over one store stay in step.
public typealias TodoStore = OptimisticStore<TodoRow>

extension OptimisticStore where Row == TodoRow {
  /// An empty store of todos: a todo a refresh brings with the user and title of an add still
  /// waiting for its answer is that add.
  public convenience init() {
    self.init(isSameAdd: { draft, fresh in
      draft.userID == fresh.userID && draft.title == fresh.title
    })
  }
}
