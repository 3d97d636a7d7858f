import Foundation

/// The JSON document a ``FileStore`` writes: the entities in id order, and a format version, so
/// a newer file is refused, never mistaken for corruption and moved aside.
struct StoreFile<Entity: StoreEntity>: Codable {
  /// The only version this code writes and reads.
  static var currentVersion: Int { 1 }

  /// The bytes of a store with no entities, as ``FileStore`` writes them.
  static var empty: Data { Data(#"{"entities":[],"version":\#(currentVersion)}"#.utf8) }

  let version: Int
  let entities: [Entity]
}
