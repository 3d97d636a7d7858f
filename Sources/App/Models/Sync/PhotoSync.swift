import DataEngine

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
  public func latest() async throws -> [Photo] { try await service.photos(albumID: nil) }

  /// The batch of the service's photos that starts at `offset`.
  public func batch(from offset: Int) async throws -> PhotoBatch {
    try await service.photos(from: offset)
  }

  /// Why a list of photos was not kept.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The list holds two or more photos under each of these ids (in order).
    case repeatedIDs([Int])

    /// One line for a person: which ids, and that nothing changed.
    public var description: String {
      switch self {
      case .repeatedIDs(let ids):
        let shown = ids.prefix(5).map(String.init).joined(separator: ", ")
        let more = ids.count > 5 ? " and \(ids.count - 5) more" : ""
        return "The server sent more than one photo with id \(shown)\(more); none was kept."
      }
    }
  }

  /// Makes the store hold exactly `photos` in one batch, writing only what differs; refused,
  /// changing nothing, when two photos share an id (keeping either would flip between them on
  /// every refresh, each time reported as an update).
  public func keep(_ photos: [Photo]) throws -> StoreChange<Photo> {
    let repeated = photos.repeatedIDs
    guard repeated.isEmpty else { throw Refusal.repeatedIDs(repeated) }
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
