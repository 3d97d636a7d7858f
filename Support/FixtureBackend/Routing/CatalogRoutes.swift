/// The read-only jsonplaceholder routes: users, albums and photos, one by one or as lists.
extension FixtureRoute {
  /// Every catalog route over `dataset`.
  ///
  /// Lists may be filtered like jsonplaceholder's (`/photos?albumId=3`, repeatable for several
  /// albums); a filter naming an album that does not exist matches nothing and gives `[]`. A
  /// nested list (`/albums/3/photos`) names its parent in the path, so an unknown parent is a 404.
  /// Every list pages like json-server's when asked (`_start`, `_limit`, `_end`, `_page`: see
  /// `ListPage`), with the list's length in `X-Total-Count`.
  static func catalog(of dataset: FixtureDataset) -> [FixtureRoute] {
    [
      .get("/users") { request, _ in try .list(dataset.users, for: request) },
      .get("/users/:id") { _, ids in .json(encoding: try find(ids[0], in: dataset.users)) },
      .get("/users/:id/albums") { request, ids in
        let user = try find(ids[0], in: dataset.users)
        return try .list(dataset.albums.filter { $0.userID == user.id }, for: request)
      },
      .get("/albums") { request, _ in
        let userIDs = try request.idFilter("userId")
        return try .list(
          dataset.albums.filter { userIDs?.contains($0.userID) ?? true }, for: request)
      },
      .get("/albums/:id") { _, ids in .json(encoding: try find(ids[0], in: dataset.albums)) },
      .get("/albums/:id/photos") { request, ids in
        let album = try find(ids[0], in: dataset.albums)
        return try .list(dataset.photos.filter { $0.albumID == album.id }, for: request)
      },
      .get("/photos") { request, _ in
        let albumIDs = try request.idFilter("albumId")
        guard let albumIDs else { return try .list(dataset.photos, for: request) }
        return try .list(dataset.photos.filter { albumIDs.contains($0.albumID) }, for: request)
      },
      .get("/photos/:id") { _, ids in .json(encoding: try find(ids[0], in: dataset.photos)) },
    ]
  }

  /// The record whose id is `id`, or a 404 that names what was missing ("No photo with id 9999").
  private static func find<Record: FixtureRecord>(
    _ id: String, in records: [Record]
  ) throws(HTTPError) -> Record {
    guard let number = Int(id), let record = records.first(where: { $0.id == number }) else {
      throw .notFound("No \(Record.noun) with id \(id)")
    }
    return record
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
