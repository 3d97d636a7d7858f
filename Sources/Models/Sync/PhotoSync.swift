/// Keeps a store of photos in step with a ``PhotoService``: the server's list is the truth, and
/// the store gains what is new, takes what changed and loses what the server no longer has.
///
/// Diffing ids and writing deletes live here, in the data layer, tested without any screen.
public struct PhotoSync: PhotoRepository {
  /// The store the photos are kept in.
  public let store: any Store<Photo>
  private let service: any PhotoService

  /// A sync from `service` into `store`.
  public init(service: any PhotoService, store: any Store<Photo>) {
    self.service = service
    self.store = store
  }

  /// Every photo the service has now.
  public func latest() async throws -> [Photo] {
    try await service.photos(albumID: nil)
  }

  /// Makes the store hold exactly `photos` in one batch, writing only what differs.
  public func keep(_ photos: [Photo]) throws -> StoreChange<Photo> {
    var kept: [Int: Photo] = [:]
    for photo in try store.fetchAll() { kept[photo.id] = photo }
    let changed = photos.filter { kept[$0.id] != $0 }
    let gone = Set(kept.keys).subtracting(photos.map(\.id)).sorted()
    guard !changed.isEmpty || !gone.isEmpty else { return StoreChange() }
    return try store.write { batch in
      batch.upsert(contentsOf: changed)
      for id in gone { batch.delete(id: id) }
    }
  }

  /// Saves the store.
  public func save() async throws {
    try await store.save()
  }
}
