/// The read-only jsonplaceholder routes: users, albums and photos, one by one or as lists, each
/// a ``FixtureResource`` declared in a few lines.
extension FixtureRoute {
  /// Every catalog route over `dataset`.
  ///
  /// Lists may be filtered like jsonplaceholder's (`/photos?albumId=3`, repeatable for several
  /// albums); a filter naming an album that does not exist matches nothing and gives `[]`. A
  /// nested list (`/albums/3/photos`) names its parent in the path, so an unknown parent is a 404.
  /// Every list pages like json-server's when asked (`_start`, `_limit`, `_end`, `_page`: see
  /// `ListPage`), with the list's length in `X-Total-Count`.
  static func catalog(of dataset: FixtureDataset) -> [FixtureRoute] {
    let users = RecordStore(dataset.users)
    let albums = RecordStore(dataset.albums)
    return FixtureResource("users", in: users).routes
      + FixtureResource("albums", in: albums)
      .filtered(by: "userId", \.userID)
      .nested(under: "users", by: \.userID) { users.record(id: $0) != nil }
      .routes
      + FixtureResource("photos", in: RecordStore(dataset.photos))
      .filtered(by: "albumId", \.albumID)
      .nested(under: "albums", by: \.albumID) { albums.record(id: $0) != nil }
      .routes
  }
}

extension FixtureRequest {
  /// The ids a list filter such as `albumId=3` asks for, or nil when the request has no filter.
  ///
  /// Ids are positive integers; anything else (`abc`, `-1`, an empty value) is a 400 that says so.
  func idFilter(_ name: String) throws(HTTPError) -> Set<Int>? {
    let values = queryValues(name)
    guard !values.isEmpty else { return nil }
    var ids: Set<Int> = []
    for value in values {
      guard let id = Int(value), id > 0 else {
        throw .badRequest("Query parameter \(name) must be a positive integer, not \"\(value)\"")
      }
      ids.insert(id)
    }
    return ids
  }
}
