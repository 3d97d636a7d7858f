import Foundation

/// The JSON document a ``FileStore`` writes: the entities in id order, and a format version, so
/// a newer file is refused, never mistaken for corruption and moved aside.
///
/// Its coding is written out and `@inlinable`, so that the store's entity's ``EntityEngine``
/// decodes and encodes the entities in code compiled for them (a synthesized conformance of a
/// generic type runs unspecialised, and reading 200,000 entities through their metadata cost a
/// quarter of a file store's open).
@usableFromInline
struct StoreFile<Entity: StoreEntity>: Codable {
  /// The only version this code writes and reads.
  static var currentVersion: Int { 1 }

  /// The bytes of a store with no entities, as ``FileStore`` writes them.
  static var empty: Data { Data(#"{"entities":[],"version":\#(currentVersion)}"#.utf8) }

  @usableFromInline let version: Int
  @usableFromInline let entities: [Entity]

  @usableFromInline enum CodingKeys: String, CodingKey {
    case version, entities
  }

  @inlinable init(version: Int, entities: [Entity]) {
    (self.version, self.entities) = (version, entities)
  }

  @inlinable init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    entities = try container.decode([Entity].self, forKey: .entities)
  }

  @inlinable func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(entities, forKey: .entities)
    try container.encode(version, forKey: .version)
  }
}
