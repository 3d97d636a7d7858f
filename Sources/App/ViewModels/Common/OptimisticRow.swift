import DataEngine
import Models

/// One row of a screen that writes to a server: a record as the server last confirmed it, with
/// the writes it has not answered yet on top (an `Optimistic` record), at a place in the list.
/// What ``OptimisticStore`` keeps, for any record.
///
/// A row's `id` is its **identity for a UI**, and it never changes while the row lives: a loaded
/// record's row id is the server's id; an added one's is a local id below zero, kept after the
/// server gives the record its own id (``OptimisticStore/serverID(of:)`` says which). So a
/// front end that diffs rows by id, as SwiftUI's `ForEach` does, sees a saved add as the same
/// row, not as one deleted and another inserted.
public protocol OptimisticRow: StoreEntity where ID == Int {
  /// The change a write of the record makes.
  associatedtype Change: OptimisticChange

  /// What the server confirmed, and the writes not yet answered.
  var record: Optimistic<Change> { get }
  /// Where the row sits: server ids in order, then adds in the order they were made.
  var position: Int { get }

  /// The row `id` of `record` at `position`; stored fields a fetch selects by (shown, done) are
  /// derived from `record` here.
  init(id: Int, record: Optimistic<Change>, position: Int)
}
