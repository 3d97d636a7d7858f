/// What one committed write or batch changed in a store, each list in ascending id order. Writes
/// that cancel out, and upserts of an identical value, report nothing.
public struct StoreChange<Entity: StoreEntity>: Sendable, Hashable {
  /// Entities that were not in the store before, as they are now.
  public var inserted: [Entity]
  /// Entities that were in the store and now hold different values, as they are now.
  public var updated: [Entity]
  /// Ids of entities that were in the store and are gone.
  public var deleted: [Entity.ID]

  /// Creates a change; every list defaults to empty.
  @inlinable public init(inserted: [Entity] = [], updated: [Entity] = [], deleted: [Entity.ID] = [])
  {
    self.inserted = inserted
    self.updated = updated
    self.deleted = deleted
  }

  /// Whether the commit changed nothing.
  @inlinable public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

  /// Whether the commit inserted, updated or deleted the entity with id `id`.
  @inlinable public func touches(_ id: Entity.ID) -> Bool {
    deleted.contains(id) || inserted.contains { $0.id == id } || updated.contains { $0.id == id }
  }
}

extension StoreChange: CustomStringConvertible {
  /// A short line for a person, for example `"1 inserted, 2 updated"`, or `"no changes"`.
  @inlinable public var description: String {
    let parts = [
      (inserted.count, "inserted"), (updated.count, "updated"), (deleted.count, "deleted"),
    ]
    .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}
