/// Something a ``Store`` can hold: a value with a stable identity that can be written to disk and
/// sent between threads. The id is `Comparable` so that ties in a sort are broken by id: every
/// listing has one total order, and a fetched-results controller finds a row by binary search.
public protocol StoreEntity: Identifiable, Codable, Hashable, Sendable
where ID: Comparable & Codable & Sendable {
  /// The engine's work on rows of this entity, compiled for it (``EntityEngine``). Never written
  /// by hand: the default is the whole of it.
  static var engine: EntityEngine<Self> { get }

  /// The values a SQLite store keeps in indexed columns of their own (``StoredKey``); none by
  /// default. Other stores ignore them.
  static var storedKeys: [StoredKey<Self>] { get }
}

extension StoreEntity {
  /// The engine compiled where the entity conforms, for it.
  @inlinable public static var engine: EntityEngine<Self> { EntityEngine() }

  /// No stored keys: a SQLite store keeps the id and the encoded entity.
  public static var storedKeys: [StoredKey<Self>] { [] }
}
