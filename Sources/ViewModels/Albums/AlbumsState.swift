import Models

/// One album as the albums screen lists it: the album, its owner's name and its photo count.
public struct AlbumRow: Hashable, Sendable {
  /// The album.
  public let album: Album
  /// The name of the user who owns it: untrusted text.
  public let owner: String
  /// How many photos it holds.
  public let photoCount: Int

  /// Creates a row from its parts.
  public init(album: Album, owner: String, photoCount: Int) {
    self.album = album
    self.owner = owner
    self.photoCount = photoCount
  }

  /// The rows for `albums`, sorted by title (ignoring case, then by id, so the order is total);
  /// an owner missing from `users` is named by number ("user 7").
  public static func rows(albums: [Album], users: [User], photos: [Photo]) -> [AlbumRow] {
    let names = Dictionary(users.map { ($0.id, $0.name) }) { first, _ in first }
    let counts = Dictionary(photos.map { ($0.albumID, 1) }, uniquingKeysWith: +)
    return albums.map { album in
      AlbumRow(
        album: album, owner: names[album.userID] ?? "user \(album.userID)",
        photoCount: counts[album.id] ?? 0)
    }
    .sorted {
      ($0.album.title.lowercased(), $0.album.id) < ($1.album.title.lowercased(), $1.album.id)
    }
  }
}

/// One page of the albums list: its rows, numbered through the whole list for `open N`.
public struct AlbumsPage: Hashable, Sendable {
  /// The rows on this page, in order.
  public let rows: [AlbumRow]
  /// The number of the page's first row in the whole list, from 1; the rest follow on.
  public let firstNumber: Int
  /// This page's number, from 1.
  public let number: Int
  /// How many pages the list fills.
  public let count: Int
  /// How many albums the whole list holds.
  public let albumCount: Int

  /// Cuts page `index` (from 0) of `size` rows out of `all`; `index` must name a page that
  /// `all` fills (page 0 always does).
  public init(_ all: [AlbumRow], index: Int, size: Int) {
    let start = index * size
    rows = Array(all[start..<min(all.count, start + size)])
    firstNumber = start + 1
    number = index + 1
    count = max(1, (all.count + size - 1) / size)
    albumCount = all.count
  }

  /// The numbers of the rows on this page; nil when it has none.
  public var visible: ClosedRange<Int>? {
    rows.isEmpty ? nil : firstNumber...(firstNumber + rows.count - 1)
  }

  /// The row numbered `number`, if it is on this page.
  func row(numbered number: Int) -> AlbumRow? {
    visible?.contains(number) == true ? rows[number - firstNumber] : nil
  }
}

extension AlbumsViewModel {
  /// What the albums screen shows.
  public enum State: Hashable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The albums, their owners and their photos are on their way.
    case loading
    /// A page of albums, sorted by title.
    case loaded(AlbumsPage)
    /// The server has no albums.
    case empty
    /// The load failed; `retry` tries again.
    case failed(LoadFailure)
  }
}
