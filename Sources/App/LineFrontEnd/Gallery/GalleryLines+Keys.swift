import Coordinators
import Models
import ViewModels
import Views

// What the Gallery offers a front end that moves a cursor over rows and acts on keys: the rows
// in front, mapped to ids, scrolled into view; each screen's keys are declared beside its
// commands and gathered in `keysInFront`, so a keyed front end drives every screen, one added
// later too, with no code of its own for any.
extension GalleryLines: KeyDeclaring {
  /// What the keys overlay says `q` leaves.
  public var name: String { "the Gallery" }

  public func closeHelp() { showsHelp = false }

  public func quit() { coordinator.quit() }

  /// The screens open now: the cursor of a screen that closed goes with it.
  public var openScreens: Set<ObjectIdentifier>? { coordinator.openScreens }

  /// The rows of the screen in front with the page of them in view; nil while no rows show
  /// (a screen without rows, a load under way, help over them).
  public var rowsInFront: RowsInFront? {
    guard !showsHelp, let listing = listing(of: coordinator.front), listing.layout.rowCount > 0
    else { return nil }
    return RowsInFront(
      screen: listing.screen, layout: listing.layout,
      page: pager(of: listing).page(of: listing.layout), id: listing.id, path: listing.path)
  }

  /// Scrolls the list in front as little as it can for row `number` to be in view.
  public func scroll(toShow number: Int) {
    guard let listing = listing(of: coordinator.front) else { return }
    // Written only when it moves: a frame scrolls before it draws, and an unchanged write
    // would still tell Observation to draw again.
    var scrolled = pager(of: listing)
    scrolled.scroll(toShow: number, in: listing.layout)
    if scrolled != pager(of: listing) { pagers[ObjectIdentifier(listing.screen)] = scrolled }
  }

  /// Runs a key's intent with the message cleared; a refusal becomes the message.
  func run<Refusal: Error>(
    _ intent: () throws(Refusal) -> Task<Void, Never>?
  ) -> Task<Void, Never>? where Refusal: GalleryRefusing {
    message = nil
    do throws(Refusal) { return try intent() } catch {
      refuse(error.asGalleryRefusal)
      return nil
    }
  }
}
