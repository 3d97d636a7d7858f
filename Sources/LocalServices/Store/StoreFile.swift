import Foundation
import Models

/// The JSON document a ``FileStore`` writes: a format version and the entities in id order.
///
/// The version lets a later format be told apart from a broken file: a file from a newer version
/// is refused, never mistaken for corruption and moved aside.
struct StoreFile<Entity: StoreEntity>: Codable {
  /// The only version this code writes and reads.
  static var currentVersion: Int { 1 }

  /// The bytes of a store with no entities, as ``FileStore`` writes them.
  static var empty: Data { Data(#"{"entities":[],"version":\#(currentVersion)}"#.utf8) }

  let version: Int
  let entities: [Entity]
}
