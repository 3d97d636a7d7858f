import DataEngine
import Models

/// What the photo list knows beyond the rows the fetched results show: what the last refresh
/// did to them, and how many times they changed; never a copy of the rows (the store's).
struct LoadedPhotos: Sendable {
  /// Counts the changes to the fetched results, whoever made them: the rows' version.
  var version = 0
  /// What the last refresh changed, and how it marked each row, by id; gone once another
  /// intent changed the list.
  var changes: ChangeSet?
  var marks: [Photo.ID: ChangeMark] = [:]

  /// The rows changed for another reason than a refresh (a query, another list's write): a
  /// new version if the fetched results `announced` a change, and the refresh's marks go.
  mutating func rowsChanged(announced: Bool) {
    if announced { version += 1 }
    changes = nil
    marks = [:]
  }
}

extension LoadedPhotos {
  /// The photos once `arrival`'s batch is kept in the store: for a refresh, what it changed is
  /// marked on top of the load's earlier batches. The store is saved when the cursor says
  /// (``PhotoBatchCursor/savesNow``): as a long load goes, and once it is over.
  @MainActor
  init(
    keeping arrival: BatchArrival<PhotoBatchCursor, LoadedPhotos>, in list: OpenedRows,
    by repository: PhotoSync
  ) async throws {
    _ = list.inbox.take()  // another list's writes before this one: not this batch's changes
    _ = try repository.keep(arrival.batch, of: arrival.cursor)
    let changes = list.inbox.take().last ?? .empty
    version = (arrival.shown?.version ?? 0) + 1
    if arrival.refreshes {
      self.changes = changes
      if arrival.cursor.batchesTaken > 1 { marks = arrival.shown?.marks ?? [:] }
      let rows = ListRows(list.source.controller, version: version)
      marks.merge(ChangeMarks.byID(changes, in: rows)) { _, new in new }
    }
    if arrival.cursor.savesNow { try await repository.save() }
  }
}
