import Models
import ViewModels

/// A store of records whose changes are saved in the background, whatever the record: how many
/// wait for the server's answer, which those are, and which it refused. ``PendingSaves`` holds
/// stores as these, so one ledger holds the todos' store and a post's comments alike.
@MainActor
public protocol SavingRecords: AnyObject {
  /// The change a write of the record makes.
  associatedtype Change: OptimisticChange
  /// How many changes wait for the server's answer.
  var changesSaving: Int { get }
  /// The changes the server refused, or that were never sent, oldest first, until the screen
  /// that showed them dismisses them.
  var unsaved: [WriteFailure<Int, Change>] { get }
  /// The changes still waiting for an answer, oldest first.
  var waiting: [PendingChange<Change>] { get }
}

/// A change shown and not yet answered: the change, and the record as the server last confirmed
/// it (nil for an add), which is what a person recognises it by.
public struct PendingChange<Change: OptimisticChange>: Hashable, Sendable {
  public let change: Change
  public let before: Change.Value?
}

extension OptimisticStore: SavingRecords {
  /// The writes not yet answered, in the order they were made.
  public var waiting: [PendingChange<Change>] {
    let rows = (try? records.fetchAll()) ?? []
    let writes = rows.flatMap { row in row.record.pending.map { (row.record.confirmed, $0) } }
    return writes.sorted { $0.1.number < $1.1.number }.map { before, write in
      PendingChange(change: write.change, before: before)
    }
  }
}
