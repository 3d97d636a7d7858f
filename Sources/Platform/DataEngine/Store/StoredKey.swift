/// A value of an entity that a ``SQLiteStore`` keeps in a column of its own beside the
/// entity's encoded body, with an index on it: a store declares what it can order, group, filter
/// and count by without reading the entities, as SwiftData's `#Index` or a Core Data model's
/// indexed attributes do.
///
/// An entity lists its keys in ``StoreEntity/storedKeys`` (none by default); the stores in memory
/// and in a file ignore them. The SQLite store writes each key with every save and keeps its
/// columns in step with the declaration: a store opened under other keys than it was saved with
/// is rebuilt from its entities, once, in one transaction (the article "Persistence and the
/// stores").
///
/// ```swift
/// extension Photo: StoreEntity {
///   public static var storedKeys: [StoredKey<Photo>] {
///     [.id(\.id), .number("album", \.albumID), .folded("title", \.title.folded)]
///   }
/// }
/// ```
public struct StoredKey<Entity: StoreEntity> {
  /// How a key's value is read from an entity, and so how its column orders.
  public enum Value {
    /// A whole number, ordered as `Int` orders.
    case number(KeyPath<Entity, Int>)
    /// Folded text (case and accents ignored), ordered as ``FoldedText`` orders.
    case folded(KeyPath<Entity, FoldedText>)
    /// The entity's `Int` id itself, read from the key the store keeps rows by: no column of
    /// its own, but a sort descriptor on this key path is read from the id.
    case id(KeyPath<Entity, Int>)
  }

  /// The key's name in the database: lower-case letters, digits and `_`, starting with a letter.
  public let name: String
  /// How the key is read from an entity.
  public let value: Value

  /// A key named `name` holding the number at `path`.
  public static func number(_ name: String, _ path: KeyPath<Entity, Int>) -> StoredKey {
    StoredKey(name: name, value: .number(path))
  }

  /// The id, at `path` (`\.id`): a sort by it is a sort by the store's own key. (Swift gives
  /// a key path to `id` written in generic code another identity than `\Photo.id`, so the
  /// store is told which it is.)
  public static func id(_ path: KeyPath<Entity, Int>) -> StoredKey {
    StoredKey(name: "id", value: .id(path))
  }

  /// A key named `name` holding the folded text at `path`.
  public static func folded(_ name: String, _ path: KeyPath<Entity, FoldedText>) -> StoredKey {
    StoredKey(name: name, value: .folded(path))
  }
}
