import DataEngine
import Models

/// A list's rows in sections, the shape a table view's data source or a SwiftUI `List` reads:
/// how many sections, how many rows in each, the row at an index path, and where the row of an
/// id is now. Nothing about lines, pages or a cursor: each front end lays the rows out its own way.
///
/// Everything is read from the list's fetched results when asked, so a screen of a million rows
/// costs what its visible rows cost, and a value never disagrees with itself: its sections, its
/// count and its rows are all the list as it is now, even for a value captured before another
/// list over the same store wrote (it never says 30 rows and then has no row 20). Like a
/// fetched-results controller, it is read while current: its version counts the list's changes,
/// so two values are equal only when they are the same list at the same version, and a changed
/// list is a new value (which Observation reports). A front end that must hold rows still while
/// the list changes copies what it shows (``all``, or ``rows(inSection:_:)``).
///
/// ```swift
/// guard case .loaded(let content) = list.state else { return }
/// content.rows.sections.count                      // how many sections
/// content.rows.sections[0].count                   // rows in the first
/// content.rows.path(of: 42).flatMap { content.rows[$0] }?.title   // photo 42, wherever it is
/// ```
public struct ListRows<Entity: StoreEntity>: Hashable, Sendable {
  private let controller: FetchedResultsController<Entity>
  private let version: Int

  /// The rows `controller` holds, read from it whenever asked; `version` is the list's count of
  /// changes so far (a view model counts them; a test or a preview may pass any number).
  public init(_ controller: FetchedResultsController<Entity>, version: Int) {
    self.controller = controller
    self.version = version
  }

  /// The sections now, in order, each with its key and how many rows it holds; one step per
  /// section, so read it once for a pass over them.
  public var sections: [FetchedSection] { controller.sections }

  /// How many rows there are now, in all sections.
  public var count: Int { controller.count }

  /// The row at `path`, or nil when there is no such row.
  public subscript(path: RowPath) -> Entity? { controller.entity(at: path) }

  /// The rows `range` of section `section`, clamped to the rows it has.
  public func rows(inSection section: Int, _ range: Range<Int>) -> [Entity] {
    controller.entities(inSection: section, rows: range)
  }

  /// Every row, in order: for small lists and tests; a long list reads only what it shows.
  public var all: [Entity] {
    let sections = sections
    return sections.indices.flatMap { rows(inSection: $0, 0..<sections[$0].count) }
  }

  /// Where the row of `id` is now, or nil when the list does not show it.
  public func path(of id: Entity.ID) -> RowPath? { controller.path(of: id) }

  /// Two values are equal when they read the same list at the same version.
  public static func == (left: Self, right: Self) -> Bool {
    left.controller === right.controller && left.version == right.version
  }

  /// Hashes the list's identity and version.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(controller))
    hasher.combine(version)
  }
}
