import Models

/// Where the library's stack can go: one value a screen. The stack's path is an array of these,
/// read and written as data, so a test (or a deep link) sets the whole stack by setting it.
///
/// Given: both routes are declared. The album route works; making the photo route reachable is
/// step 1 of the README.
public enum LibraryRoute: Hashable, Sendable {
  /// An album's photos, pushed from the list of albums.
  case album(Album.ID)
  /// One photo, pushed from its album's screen.
  case photo(Photo.ID)
}

/// A link from outside the app (a notification, a URL, a widget) as a value: where to go, by
/// id, whatever the stack shows now.
public enum LibraryLink: Hashable, Sendable {
  /// The list of albums, with nothing pushed.
  case albums
  /// One album's photos, over the list of albums.
  case album(Album.ID)
  /// One photo, over its album, over the list of albums.
  case photo(Photo.ID)
}

/// Why a route could not be made: facts, with the ids, for the front end to word. A refused
/// route changes nothing.
public enum LibraryRefusal: Error, Hashable, Sendable {
  /// No album has this id.
  case noSuchAlbum(Album.ID)
  /// No photo has this id.
  case noSuchPhoto(Photo.ID)
  /// A photo is pushed from its album's screen, and no album's screen is in front.
  case noAlbumInFront
  /// The album in front does not hold this photo.
  case notInAlbum(photo: Photo.ID, album: Album.ID)
}

/// What a route shows: the values its screen draws.
public enum LibraryScreen: Hashable, Sendable {
  /// An album and its photos.
  case album(Album, photos: [Photo])
  /// One photo.
  case photo(Photo)
}
