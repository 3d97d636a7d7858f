import DataEngine
import Foundation
import Models

/// A row of any record a screen writes that needs nothing but to be shown or not: the record as
/// the server last confirmed it, with the writes it has not answered yet on top. A screen whose
/// rows are filtered by more (the todo list's done and not done) declares a row of its own.
///
/// ```swift
/// typealias CommentRow = RecordRow<CommentChange>
/// let store = OptimisticStore<CommentRow>(isSameAdd: { $0.body == $1.body })
/// ```
public struct RecordRow<Change: OptimisticChange & Codable>: OptimisticRow
where Change.Value: Codable & Identifiable, Change.Value.ID == Int {
  /// The row's identity for a UI, for the row's whole life (see ``OptimisticRow``).
  public let id: Int
  /// What the server confirmed, and the writes not yet answered.
  public let record: Optimistic<Change>
  /// Where the row sits: server ids in order, then adds in the order they were made.
  public let position: Int
  /// Whether a list shows it (false once a removal of it is under way or done).
  public let isShown: Bool

  /// A row of `record` at `position`.
  public init(id: Int, record: Optimistic<Change>, position: Int) {
    self.id = id
    self.record = record
    self.position = position
    isShown = record.shown != nil
  }

  /// The record to show: the confirmed one with the pending writes applied; nil only for a row
  /// no list shows.
  public var value: Change.Value? { record.shown ?? record.confirmed }

  /// Whether a write of this record is waiting for the server: a front end marks the row.
  public var isSaving: Bool { record.isSaving }

  /// The rows lists show, in order.
  public static var shown: FetchDescriptor<RecordRow> {
    FetchDescriptor(
      predicate: #Predicate<RecordRow> { $0.isShown }, sortBy: [SortDescriptor(\.position)])
  }
}
