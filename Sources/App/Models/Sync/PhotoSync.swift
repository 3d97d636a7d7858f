import DataEngine

/// Keeps a store of photos in step with a ``PhotoService``: the server's list is the truth, and
/// the store gains what is new, takes what changed and loses what the server no longer has.
///
/// Diffing ids and writing deletes live here, in the data layer, tested without any screen.
///
/// A sync of one album (``init(service:store:album:)``) asks the server for that album's photos
/// only (`GET /photos?albumId=N`), and keeps them in the same store beside every other photo:
/// it adds and updates that album's photos and deletes only the album's photos the server no
/// longer lists, so opening one album of 200,000 photos downloads that album, not the rest.
public struct PhotoSync: PhotoRepository {
  /// The store the photos are kept in.
  public let store: any Store<Photo>
  /// The album this sync keeps; nil for every photo.
  public let album: Album.ID?
  private let service: any PhotoService

  /// A sync from `service` into `store`: of every photo, or of the photos of `album` only.
  public init(service: any PhotoService, store: any Store<Photo>, album: Album.ID? = nil) {
    self.service = service
    self.store = store
    self.album = album
  }

  /// Every photo the service has now (of the album, for an album's sync).
  public func latest() async throws -> [Photo] { try await service.photos(albumID: album) }

  /// The batch of the service's photos that starts at `offset`; an album's sync asks for the
  /// album's photos at once, in one whole batch.
  public func batch(from offset: Int) async throws -> PhotoBatch {
    guard let album else { return try await service.photos(from: offset) }
    guard offset == 0 else { return PhotoBatch(photos: [], total: nil, isLast: true) }
    return .whole(try await service.photos(albumID: album))
  }

  /// Why a list of photos was not kept: a fact with its values, worded by each front end.
  public enum Refusal: Error, Hashable, Sendable {
    /// The list holds two or more photos under each of these ids (in order); nothing changed.
    case repeatedIDs([Int])
  }

  /// Makes the store hold exactly `photos` in one batch, writing only what differs (an album's
  /// sync: makes the album's part of the store hold exactly them); refused, changing nothing,
  /// when two photos share an id (keeping either would flip between them on every refresh, each
  /// time reported as an update).
  public func keep(_ photos: [Photo]) throws -> StoreChange<Photo> {
    let repeated = photos.repeatedIDs
    guard repeated.isEmpty else { throw Refusal.repeatedIDs(repeated) }
    if let album { return try keep(photos, ofAlbum: album) }
    var kept: [Int: Photo] = [:]
    for photo in try store.fetchAll() { kept[photo.id] = photo }
    // Into an empty store every photo is new: the list itself, not a copy of it.
    let changed = kept.isEmpty ? photos : photos.filter { kept[$0.id] != $0 }
    let gone = Set(kept.keys).subtracting(photos.map(\.id)).sorted()
    guard !changed.isEmpty || !gone.isEmpty else { return StoreChange() }
    return try store.write { batch in
      batch.upsert(contentsOf: changed)
      for id in gone { batch.delete(id: id) }
    }
  }

  /// Makes the album's part of the store hold exactly `photos`: every other photo stays as it
  /// is, so the lists of all photos keep what they loaded.
  private func keep(_ photos: [Photo], ofAlbum album: Album.ID) throws -> StoreChange<Photo> {
    var changed: [Photo] = []
    for photo in photos where try store.fetch(id: photo.id) != photo { changed.append(photo) }
    let listed = Set(photos.map(\.id))
    let gone = try store.fetch(FetchDescriptor(predicate: Photo.predicate(belongingTo: album)))
      .map(\.id).filter { !listed.contains($0) }
    guard !changed.isEmpty || !gone.isEmpty else { return StoreChange() }
    return try store.write { batch in
      batch.upsert(contentsOf: changed)
      for id in gone { batch.delete(id: id) }
    }
  }

  /// Keeps one batch of a load that `cursor` has already counted it in: a whole list as
  /// ``keep(_:)`` does; a part of one by writing only the photos that differ, and, when it
  /// completes the load, deleting in the same write every photo the load did not bring. Refused,
  /// changing nothing, when two photos of the batch share an id.
  public func keep(_ batch: PhotoBatch, of cursor: PhotoBatchCursor) throws -> StoreChange<Photo> {
    guard !batch.isWhole else { return try keep(batch.photos) }
    let repeated = batch.photos.repeatedIDs
    guard repeated.isEmpty else { throw Refusal.repeatedIDs(repeated) }
    // One look-up per photo of the batch, not a read of the whole store per batch.
    var changed: [Photo] = []
    var added = 0
    for photo in batch.photos {
      let held = try store.fetch(id: photo.id)
      if held == nil { added += 1 }
      if held != photo { changed.append(photo) }
    }
    var gone: [Photo.ID] = []
    // After this write the store holds every photo seen, and more only if its count says so:
    // only then is it read whole, to find the photos the server no longer has.
    if cursor.isComplete, try store.count(FetchDescriptor()) + added > cursor.received {
      gone = try store.fetchAll().map(\.id).filter { !cursor.seen.contains($0) }
    }
    guard !changed.isEmpty || !gone.isEmpty else { return StoreChange() }
    return try store.write { write in
      write.upsert(contentsOf: changed)
      for id in gone { write.delete(id: id) }
    }
  }

  public func save() async throws { try await store.save() }
}
