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
    let changed = photos.filter { kept[$0.id] != $0 }
    let gone = Set(kept.keys).subtracting(photos.map(\.id)).sorted()
    guard !changed.isEmpty || !gone.isEmpty else { return StoreChange() }
    return try store.write { batch in
      batch.upsert(contentsOf: changed)
      for id in gone { batch.delete(id: id) }
    }
  }

  /// Saves the store.
  public func save() async throws { try await store.save() }
}
