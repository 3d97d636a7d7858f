import DataEngine
import Models

/// One line of a store's log: what one commit changed, as it is after the commit.
///
/// A line holds the entities a commit inserted or updated, whole, and the ids it deleted, so
/// replaying the lines in order rebuilds the store exactly, whatever came before each line.
/// Given, not part of the exercise: the format is decided; writing and reading it is yours.
///
/// ```swift
/// var entities: [Int: Word] = [:]
/// for entry in entries { entry.apply(to: &entities) }
/// ```
public struct LogEntry<Entity: StoreEntity>: Codable, Hashable, Sendable {
  /// Entities inserted or updated by the commit, as they are after it.
  public var upserted: [Entity]
  /// Ids of entities the commit deleted.
  public var deleted: [Entity.ID]

  /// The line for `change`.
  public init(_ change: StoreChange<Entity>) {
    upserted = change.inserted + change.updated
    deleted = change.deleted
  }

  /// Does to `entities` what the commit did to the store.
  public func apply(to entities: inout [Entity.ID: Entity]) {
    for entity in upserted { entities[entity.id] = entity }
    for id in deleted { entities[id] = nil }
  }
}
