import Models
import Observation

/// The library's navigation: the stack's path as a value, the screen each route shows, and the
/// intents that push: an album from the list, a photo from its album, and a deep link that sets
/// the whole path at once.
///
/// No front end is needed to drive it: a test calls the intents and reads `path`. A SwiftUI
/// `NavigationStack(path: $coordinator.path)` binds to the same path, so the back swipe writes
/// it one shorter and the coordinator sees that too.
///
/// ```swift
/// let library = LibraryCoordinator(catalog: catalog)
/// try library.showAlbum(1)          // path: [.album(1)]
/// try library.showPhoto(3)          // path: [.album(1), .photo(3)]
/// try library.open(.photo(7))       // path: [.album(2), .photo(7)]
/// ```
@MainActor
@Observable
public final class LibraryCoordinator {
  /// The stack, bottom first; the list of albums is under it. Written by the intents, and by the
  /// stack itself when the person goes back.
  public var path: [LibraryRoute] = []
  @ObservationIgnored private let catalog: LibraryCatalog

  /// A coordinator over `catalog`, showing the list of albums.
  public init(catalog: LibraryCatalog) {
    self.catalog = catalog
  }

  /// The albums the list at the bottom of the stack shows.
  public var albums: [Album] { catalog.albums }

  /// What `route` shows, or nil when it cannot be shown (no such album or photo).
  public func screen(for route: LibraryRoute) -> LibraryScreen? {
    switch route {
    case .album(let id):
      guard let album = catalog.album(id) else { return nil }
      return .album(album, photos: catalog.photos(inAlbum: id))
    case .photo:
      // Step 1 of the README: what the photo route shows.
      return nil
    }
  }

  /// Pushes album `id`'s photos over the list of albums (what tapping an album does).
  public func showAlbum(_ id: Album.ID) throws(LibraryRefusal) {
    guard catalog.album(id) != nil else { throw .noSuchAlbum(id) }
    path = [.album(id)]
  }

  /// Pushes photo `id` over the album in front (what tapping a photo on its album does);
  /// refused unless an album is in front and holds the photo.
  public func showPhoto(_ id: Photo.ID) throws(LibraryRefusal) {
    // Step 1 of the README.
  }

  /// Sets the whole path for `link`, whatever the stack shows now; refused, changing nothing,
  /// when the link names an album or a photo that does not exist.
  public func open(_ link: LibraryLink) throws(LibraryRefusal) {
    // Step 2 of the README.
  }
}
