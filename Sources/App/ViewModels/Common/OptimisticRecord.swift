import Models
import Observation

/// One record of an ``OptimisticStore``, edited on its own: the piece a screen of one record
/// needs (a profile, a comment, a post's title), beside the store a list of them reads. An edit
/// shows at once, is saving until the server answers, and is then kept, or rolled back to the
/// last value the server confirmed with the reason (``Status``).
///
/// It is a view of the store's row, not a copy: a list over the same store shows the same edit,
/// and the record's writes go out in order with every other write of it, whoever made them.
///
/// ```swift
/// let comment = OptimisticRecord(7, in: store)
/// _ = comment.edit(.delete, whenUnconfirmed: reload) { id in
///   try await service.deleteComment(id: id)
///   return nil
/// }
/// comment.value    // nil at once: the comment has gone, saving
/// comment.status   // .saving; then .saved, or .rolledBack(failure) with the comment back
/// ```
@MainActor
@Observable
public final class OptimisticRecord<Row: OptimisticRow>
where Row.Change.Value: Identifiable, Row.Change.Value.ID == Int {
  /// The record.
  public typealias Value = Row.Change.Value
  /// An edit that was not saved.
  public typealias Failure = OptimisticStore<Row>.Failure

  /// Where the record's edits are.
  public enum Status: Hashable, Sendable {
    /// Nothing waits for the server, and the last edit, if any, was kept.
    case saved
    /// An edit shows, waiting for the server's answer.
    case saving
    /// The last edit was not saved: the record shows the server's value again, and this says
    /// which edit, and why.
    case rolledBack(Failure)
  }

  /// The record's id: its row id, or the server's.
  public let id: Int
  @ObservationIgnored private let store: OptimisticStore<Row>
  /// Counts the store's commits, so a read of ``value`` is announced again after each.
  private var version = 0

  /// The record with id `id` in `store`, which it reads and writes.
  public init(_ id: Int, in store: OptimisticStore<Row>) {
    self.id = id
    self.store = store
    store.onCommit(for: self) { [weak self] in self?.version += 1 }
  }

  /// The record as shown: the server's, with the edits still saving applied; nil when it is
  /// gone, or the store has no such record.
  public var value: Value? {
    _ = version
    return store.row(id)?.record.shown
  }

  /// Whether the last edit is saving, was kept, or was rolled back, and why.
  public var status: Status {
    _ = version
    if store.row(id)?.record.isSaving == true { return .saving }
    let row = store.rowID(id)
    return store.unsaved.last { store.rowID($0.id) == row }.map(Status.rolledBack) ?? .saved
  }

  /// Shows `change` at once and sends it with `send`, given the server's id, after the
  /// record's writes before it; `send` answers with the record as the server now holds it (nil:
  /// gone). An answer that may or may not have been saved calls `reload`. Nil, sending
  /// nothing, when the store shows no such record: the screen refuses in its own words.
  public func edit(
    _ change: Row.Change, whenUnconfirmed reload: @escaping @MainActor () async -> Void,
    send: @escaping @MainActor (Int) async throws -> Value?
  ) -> Task<Void, Never>? {
    guard let shown = value else { return nil }
    return store.send(change, to: id, was: shown, whenUnconfirmed: reload, send: send)
  }
}
