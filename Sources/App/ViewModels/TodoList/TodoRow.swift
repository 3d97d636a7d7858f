import DataEngine
import Foundation
import Models

/// One row of the todo list: a todo as the server last confirmed it, with the writes it has not
/// answered yet on top (an `Optimistic` record). What a row shows, ``todo``, is derived from
/// the record, so it can never disagree with it.
///
/// A row being added has a local id below zero, and keeps it after the server gives the todo
/// its own (``todo``'s id then is the server's): a UI holding the row by id holds the same row
/// throughout. A row whose delete is under way stays in the store, hidden from every list,
/// until the delete settles, so a failed delete brings it back in its place.
public struct TodoRow: OptimisticRow {
  /// The row's identity for a UI: the todo's id when it was loaded, or the local one below zero
  /// it was added under, for the row's whole life.
  public let id: Todo.ID
  /// What the server confirmed, and the writes not yet answered.
  public let record: Optimistic<TodoChange>
  /// Where the row sits: server ids in order, then adds in the order they were typed.
  public let position: Int
  /// Whether any list shows it (false once a delete of it is under way or done).
  let isShown: Bool
  /// Whether the todo, as shown, is done.
  let isCompleted: Bool

  /// A row of `record` at `position`.
  public init(id: Todo.ID, record: Optimistic<TodoChange>, position: Int) {
    self.id = id
    self.record = record
    self.position = position
    isShown = record.shown != nil
    isCompleted = record.shown?.completed ?? false
  }

  /// The todo to show: the confirmed one with the pending writes applied.
  public var todo: Todo {
    // Rows a list shows always have a shown value; a hidden row falls back to what it was.
    record.shown ?? record.confirmed ?? Todo(id: id, userID: 0, title: "", completed: false)
  }

  /// Whether a write of this todo is waiting for the server: a front end marks the row.
  public var isSaving: Bool { record.isSaving }

  /// Whether the todo is still being added: the server has not given it an id yet.
  public var isAdding: Bool { record.confirmed == nil }
}

/// Which todos the list shows: TodoMVC's three filters.
public enum TodoFilter: String, Hashable, Sendable, CaseIterable {
  /// Every todo.
  case all
  /// Todos not done.
  case active
  /// Todos done.
  case completed

  /// What a fetch of rows under this filter selects: rows shown, of the filter's kind.
  var descriptor: FetchDescriptor<TodoRow> {
    let predicate: Predicate<TodoRow>
    switch self {
    case .all: predicate = #Predicate<TodoRow> { $0.isShown }
    case .active: predicate = #Predicate<TodoRow> { $0.isShown && !$0.isCompleted }
    case .completed: predicate = #Predicate<TodoRow> { $0.isShown && $0.isCompleted }
    }
    return FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor(\.position)])
  }
}
