import DataEngine
import Models

/// A list's rows in sections, the shape a table view's data source or a SwiftUI `List` reads:
/// a `RandomAccessCollection` of the rows in order (`ForEach(rows)` takes it as it is), how many
/// sections and how many rows in each, the row at an index path, and where the row of an id is.
/// Nothing about lines, pages or a cursor: each front end lays the rows out its own way.
///
/// A value: it keeps the rows the list had when it was taken, whatever the store does later, so
/// it never disagrees with itself (it never says 30 rows and then has no row 20). Taking one
/// copies no row: it shares the list's storage, which the list copies only when it next
/// changes while an older value is still held (DataEngine's `FetchedResults`). Its version
/// counts the list's changes, so two values are equal when they are the same list at the same
/// version, and a changed list is a new value (which Observation reports).
///
/// ```swift
/// guard case .loaded(let content) = list.state else { return }
/// content.rows.sections.count                      // how many sections
/// content.rows.sections[0].count                   // rows in the first
/// content.rows.path(of: 42).flatMap { content.rows[$0] }?.title   // photo 42
/// ForEach(content.rows) { photo in Text(photo.title) }                 // SwiftUI
/// ```
public struct ListRows<Entity: StoreEntity>: RandomAccessCollection, Hashable, Sendable {
  private let results: FetchedResults<Entity>
  private let list: FetchedResultsController<Entity>
  private let version: Int

  /// The rows `controller` holds now, kept; `version` is the list's count of changes so far (a
  /// view model counts them; a test or a preview may pass any number).
  public init(_ controller: FetchedResultsController<Entity>, version: Int) {
    results = controller.results
    list = controller
    self.version = version
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { results.endIndex }
  /// How many rows there are, in all sections.
  public var count: Int { results.count }

  /// The row at `position`, counting every section's rows in order.
  public subscript(position: Int) -> Entity { results[position] }

  public func makeIterator() -> FetchedResults<Entity>.Iterator { results.makeIterator() }

  /// The sections, in order, each with its key and how many rows it holds; one step per
  /// section, so read it once for a pass over them.
  public var sections: [FetchedSection] { results.sections }

  /// The row at `path`, or nil when there is no such row.
  public subscript(path: RowPath) -> Entity? { results[path] }

  /// The rows `range` of section `section`, clamped to the rows it has.
  public func rows(inSection section: Int, _ range: Range<Int>) -> [Entity] {
    results.entities(inSection: section, rows: range)
  }

  /// Every row, in order, as an array.
  public var all: [Entity] { Array(results) }

  /// Where the row of `id` is, or nil when the list does not show it.
  public func path(of id: Entity.ID) -> RowPath? { results.path(of: id) }

  /// Two values are equal when they were taken from the same list at the same version.
  public static func == (left: Self, right: Self) -> Bool {
    left.list === right.list && left.version == right.version
  }

  /// Hashes the list's identity and version.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(list))
    hasher.combine(version)
  }
}
