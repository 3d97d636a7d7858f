import DataEngine
import Observation

/// One row of a store, read by id each time it is asked for and announced to Observation
/// whenever anyone writes it: what a screen of one record shows, with no copy of its own to go
/// stale. A row the store no longer holds (deleted elsewhere), or cannot read, shows as it was
/// last read.
///
/// ```swift
/// let photo = WatchedRow(photo, in: store)
/// photo.value   // the store's row 42 now
/// ```
@MainActor
@Observable
public final class WatchedRow<Entity: StoreEntity> {
  /// The id of the row.
  public let id: Entity.ID
  /// Counts the writes to the row, whoever made them: read by ``value``, so Observation
  /// reports each.
  private var version = 0
  @ObservationIgnored private let store: any Store<Entity>
  @ObservationIgnored private var lastRead: Entity
  @ObservationIgnored private var subscription: StoreSubscription?

  /// Watches `entity`'s id in `store`, showing `entity` until the store holds that id.
  public init(_ entity: Entity, in store: any Store<Entity>) {
    let id = entity.id
    self.id = id
    self.store = store
    lastRead = entity
    subscription = store.observe { [weak self] change in
      guard change.touches(id) else { return }
      // Written on whatever thread committed: tell observers on the main actor.
      Task { @MainActor in self?.version += 1 }
    }
  }

  /// The row as the store holds it now; the last one read when there is none.
  public var value: Entity {
    _ = version
    guard let row = (try? store.fetch(id: id)) ?? nil else { return lastRead }
    lastRead = row
    return row
  }
}
