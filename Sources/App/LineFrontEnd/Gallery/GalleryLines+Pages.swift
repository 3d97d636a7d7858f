import Coordinators
import DataEngine
import Models
import ViewModels
import Views

// The line front end's pages over the Gallery's lists: the view models know rows and ids only,
// so the numbers a person types (`open 3`, `next`) are resolved here, on the page shown, and
// the view model is asked about an id.
extension GalleryLines {
  /// The pager a list screen starts with: fitted to the height the session last gave, or 20 rows
  /// before it gave any.
  func firstPager(_ listing: Listing) -> LinePager {
    LinePager(pageSize: fittedHeight.map(listing.pageSize) ?? 20, reading: reading)
  }

  /// The page the rows of `listing` are on.
  func pager(of listing: Listing) -> LinePager {
    pagers[ObjectIdentifier(listing.screen)] ?? firstPager(listing)
  }

  /// The page the rows of `route` are on; a screen of no rows has a page of none.
  func pager(of route: GalleryCoordinator.Screen) -> LinePager {
    listing(of: route).map(pager(of:)) ?? LinePager(pageSize: 1)
  }

  /// Puts `screen` back on its first page, as after a new search or sort.
  func resetPage(of screen: AnyObject) { pagers[ObjectIdentifier(screen)]?.reset() }

  /// The id of the entity in row `number` of the page shown of the list in front, as the list
  /// declared its ids, or the refusal naming the rows that page shows.
  func idOnPage<ID: Hashable>(_ number: Int, as _: ID.Type) throws(GalleryRefusal) -> ID {
    guard let listing = listing(of: coordinator.front) else {
      throw .page(.rowNotVisible(number, visible: nil))
    }
    let page = pager(of: listing).page(of: listing.layout)
    guard let path = page.path(ofRow: number), let id = listing.id(path)?.as(ID.self) else {
      throw .page(.rowNotVisible(number, visible: page.visibleRows))
    }
    return id
  }

  /// Turns the page of the list in front towards `direction`.
  func paging(_ direction: LinePager.Direction) throws(GalleryRefusal) {
    guard let listing = listing(of: coordinator.front) else { return }
    var pager = pager(of: listing)
    do throws(PageRefusal) {
      try pager.turn(direction, in: listing.layout)
    } catch {
      throw .page(error)
    }
    pagers[ObjectIdentifier(listing.screen)] = pager
  }

  /// `body`'s result, or its refusal as a ``GalleryRefusal`` made by `wrap`.
  func refused<Value, Refusal: Error>(
    _ wrap: (Refusal) -> GalleryRefusal, _ body: () throws(Refusal) -> Value
  ) throws(GalleryRefusal) -> Value {
    do throws(Refusal) { return try body() } catch { throw wrap(error) }
  }

  func refusing(_ intent: () async throws(IntentError) -> Void) async {
    do throws(IntentError) { try await intent() } catch { refuse(.intent(error)) }
  }
}

/// The rows one screen lists, as its pages, its cursor and its typed row numbers need them.
@MainActor
struct Listing {
  /// The screen (its view model).
  let screen: AnyObject
  /// How its rows fall into lines now; none until they load.
  let layout: LineLayout
  /// The id of the entity at a path.
  let id: (RowPath) -> RowID?
  /// The path of the entity with an id.
  let path: (RowID) -> RowPath?
  /// How many lines of rows a screen so many lines tall holds.
  let pageSize: (Int) -> Int

  /// `screen`'s rows laid out as `layout`, paged as `View` says; `id` and `path` read its rows
  /// with the ids of its entities.
  init<View: PagedView, ID: Hashable>(
    _ screen: AnyObject, _: View.Type, layout: LineLayout,
    id: @escaping (RowPath) -> ID?, path: @escaping (ID) -> RowPath?
  ) {
    self.screen = screen
    self.layout = layout
    self.id = erased(id)
    self.path = typed(path)
    pageSize = { View.pageSize(forHeight: $0) }
  }

  /// `screen`, paged as `View` says, with no rows yet.
  init<View: PagedView>(_ screen: AnyObject, _: View.Type) {
    self.init(
      screen, View.self, layout: LineLayout(sections: []), id: { (_: RowPath) -> Int? in nil },
      path: { (_: Int) in nil })
  }
}

/// A view that says how many lines of rows fit a screen: each screen that pages says so beside
/// its commands.
protocol PagedView {
  static func pageSize(forHeight height: Int) -> Int
}
