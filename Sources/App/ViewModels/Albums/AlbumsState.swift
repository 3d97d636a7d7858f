import Models

/// One album as the albums screen lists it: the album, its owner's name and its photo count.
public struct AlbumRow: Hashable, Sendable, Identifiable {
  public let album: Album
  /// The name of the user who owns it: untrusted text; nil when the server lists no such user,
  /// and a front end names the owner by the album's `userID` in its own words.
  public let ownerName: String?
  /// How many photos it holds.
  public let photoCount: Int
  /// The album's id: what identifies the row.
  public var id: Album.ID { album.id }

  public init(album: Album, ownerName: String?, photoCount: Int) {
    self.album = album
    self.ownerName = ownerName
    self.photoCount = photoCount
  }

  /// Creates a row whose owner is known by name.
  public init(album: Album, owner: String, photoCount: Int) {
    self.init(album: album, ownerName: owner, photoCount: photoCount)
  }

  /// The rows for `albums`, sorted by title (ignoring case, then by id, so the order is total);
  /// an owner missing from `users` has no name.
  public static func rows(albums: [Album], users: [User], photos: [Photo]) -> [AlbumRow] {
    rows(albums: albums, users: users, counts: counts(of: photos))
  }

  /// How many of `photos` each album holds, by album id.
  static func counts(of photos: [Photo]) -> [Album.ID: Int] {
    Dictionary(photos.map { ($0.albumID, 1) }, uniquingKeysWith: +)
  }

  /// The rows for `albums`, each with its photo count from `counts` (none when missing), sorted
  /// as ``rows(albums:users:photos:)`` sorts them.
  public static func rows(albums: [Album], users: [User], counts: [Album.ID: Int]) -> [AlbumRow] {
    let names = Dictionary(users.map { ($0.id, $0.name) }) { first, _ in first }
    return albums.map { album in
      AlbumRow(
        album: album, ownerName: names[album.userID],
        photoCount: counts[album.id] ?? 0)
    }
    .sorted {
      ($0.album.title.lowercased(), $0.album.id) < ($1.album.title.lowercased(), $1.album.id)
    }
  }
}
