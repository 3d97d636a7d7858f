import Models

/// The albums and photos the library's screens show, held in memory: given, not part of the
/// exercise. In an app it would be a store the screens read; here it keeps the exercise about
/// navigation.
///
/// ```swift
/// let catalog = LibraryCatalog(albums: albums, photos: photos)
/// catalog.photos(inAlbum: 1)   // album 1's photos, by id
/// ```
public struct LibraryCatalog: Sendable {
  /// Every album, in the order given.
  public let albums: [Album]
  private let photosByID: [Photo.ID: Photo]

  /// A catalog of `albums` and `photos`; a photo's `albumID` says which album holds it.
  public init(albums: [Album], photos: [Photo]) {
    self.albums = albums
    photosByID = Dictionary(photos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The album with id `id`, or nil when there is none.
  public func album(_ id: Album.ID) -> Album? {
    albums.first { $0.id == id }
  }

  /// The photo with id `id`, or nil when there is none.
  public func photo(_ id: Photo.ID) -> Photo? {
    photosByID[id]
  }

  /// The photos of album `id`, by id.
  public func photos(inAlbum id: Album.ID) -> [Photo] {
    photosByID.values.filter { $0.albumID == id }.sorted { $0.id < $1.id }
  }
}
