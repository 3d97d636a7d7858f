import DataEngine
import Models

/// The todo list's rows: a store of ``TodoRow`` records that only the todo list writes, and the
/// fetched results over it that the screen reads (the rows under the filter, and the active and
/// completed ones, whose counts are TodoMVC's footer). Each write returns the change set it
/// caused in the rows under the filter.
@MainActor
final class TodoRows {
  private let store = InMemoryStore<TodoRow>()
  /// The rows the filter shows.
  let shown: FetchedResultsController<TodoRow>
  /// The rows shown that are not done, and those that are.
  let active: FetchedResultsController<TodoRow>
  let completed: FetchedResultsController<TodoRow>
  private let inbox: ChangeInbox

  init() {
    // A fetch from a store this empty evaluates no predicate, so none of these can throw.
    shown = try! FetchedResultsController(store: store, descriptor: TodoFilter.all.descriptor)
    active = try! FetchedResultsController(store: store, descriptor: TodoFilter.active.descriptor)
    completed = try! FetchedResultsController(
      store: store, descriptor: TodoFilter.completed.descriptor)
    inbox = ChangeInbox(watching: shown)
  }

  /// The row of `id`, shown or hidden.
  func row(_ id: Todo.ID) -> TodoRow? { store.fetch(id: id) }

  /// Every row `controller` holds, in order.
  func all(_ controller: FetchedResultsController<TodoRow>) -> [TodoRow] {
    controller.entities(inSection: 0, rows: 0..<controller.count)
  }

  /// Shows the rows `filter` selects.
  func show(_ filter: TodoFilter) -> ChangeSet? {
    // These predicates read two stored flags; evaluating them cannot throw.
    _ = try? shown.setDescriptor(filter.descriptor)
    return inbox.take().last
  }

  /// Edits the record of row `id` and writes the row back; nothing when there is no such row.
  func update(_ id: Todo.ID, _ edit: (inout Optimistic<TodoChange>) -> Void) -> ChangeSet? {
    guard let row = store.fetch(id: id) else { return nil }
    var record = row.record
    edit(&record)
    return commit { $0.upsert(TodoRow(id: id, record: record, position: row.position)) }
  }

  /// Commits the writes `body` collects as one.
  func commit(_ body: (inout StoreBatch<TodoRow>) -> Void) -> ChangeSet? {
    var batch = StoreBatch<TodoRow>()
    body(&batch)
    store.commit(batch)
    return inbox.take().last
  }

  /// Keeps what a fresh read of the server says, under the writes still pending; a read sent
  /// (at answer count `sentAt`) before a write's answer arrived leaves that todo as the answer
  /// left it. A todo gone from the server goes, unless a write of it is pending. A todo the
  /// server already has from an add whose answer is still on its way stays that add's row until
  /// the answer comes, rather than showing twice.
  func merge(_ todos: [Todo], sentAt: Int) -> ChangeSet? {
    let fresh = Dictionary(todos.map { ($0.id, $0) }) { first, _ in first }
    let known = (try? store.fetchAll()) ?? []
    return commit { batch in
      for row in known where row.id > 0 {
        var record = row.record
        guard record.refresh(fresh[row.id], sentAt: sentAt) else { continue }
        if record.shown == nil && !record.isSaving {
          batch.delete(id: row.id)
        } else if record != row.record {
          batch.upsert(TodoRow(id: row.id, record: record, position: row.position))
        }
      }
      let knownIDs = Set(known.map(\.id))
      var awaited = known.filter { $0.id < 0 }.compactMap(Self.added)
      for todo in todos where !knownIDs.contains(todo.id) && fresh[todo.id] == todo {
        let add = awaited.firstIndex { $0.userID == todo.userID && $0.title == todo.title }
        if let add {
          awaited.remove(at: add)
          continue
        }
        let record = Optimistic<TodoChange>(confirmed: todo, answer: sentAt)
        batch.upsert(TodoRow(id: todo.id, record: record, position: todo.id))
      }
    }
  }

  /// The todo an add sends, if `pendingAdd` is a row whose add is not yet answered.
  private static func added(_ pendingAdd: TodoRow) -> Todo? {
    for write in pendingAdd.record.pending {
      if case .create(let todo) = write.change { return todo }
    }
    return nil
  }
}
