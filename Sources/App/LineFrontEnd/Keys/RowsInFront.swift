import DataEngine
import Models
import Views

/// The rows of the screen in front as a front end that moves a cursor over them sees them: which
/// screen it is, the rows in view, and how a row's number and its entity's id map to each other,
/// so a cursor can hold an id and find its row again after a search, a refresh or a resize.
@MainActor
public struct RowsInFront {
  /// Which screen shows the rows: a front end keeps one cursor per screen.
  public let screen: ObjectIdentifier
  /// The rows in view, numbered from 1 across the whole list.
  public let page: LinePage
  private let layout: LineLayout
  private let idAt: (RowPath) -> RowID?
  private let pathOf: (RowID) -> RowPath?

  /// The rows of `screen`, laid out as `layout`, of which `page` is in view; `id` and `path`
  /// read the list's rows, with the ids of its entities.
  public init<ID: Hashable>(
    screen: AnyObject, layout: LineLayout, page: LinePage,
    id: @escaping (RowPath) -> ID?, path: @escaping (ID) -> RowPath?
  ) {
    self.init(
      screen: screen, layout: layout, page: page, id: erased(id), path: typed(path))
  }

  /// The rows of `screen`, with `id` and `path` over ids already erased.
  init(
    screen: AnyObject, layout: LineLayout, page: LinePage,
    id: @escaping (RowPath) -> RowID?, path: @escaping (RowID) -> RowPath?
  ) {
    self.screen = ObjectIdentifier(screen)
    self.layout = layout
    self.page = page
    idAt = id
    pathOf = path
  }

  /// How many rows the list has in all.
  public var rowCount: Int { layout.rowCount }

  /// The id of the entity in row `number` (from 1), or nil when there is no such row.
  public func id(ofRow number: Int) -> RowID? { layout.path(ofRow: number).flatMap(idAt) }

  /// The number of the row showing the entity `id` now, or nil when the list does not show it.
  public func row(of id: RowID) -> Int? { pathOf(id).flatMap(layout.number(of:)) }
}
