/// A run of photos shown under one header.
public struct PhotoSection: Hashable, Sendable, Identifiable {
  /// What puts photos together in a section.
  public enum Key: Hashable, Sendable {
    /// The single section of an ungrouped list.
    case all
    /// The photos of one album.
    case album(Int)
  }

  /// What the photos in this section share; also its identity.
  public let key: Key
  /// The photos, in the query's order.
  public let photos: [Photo]

  /// The section's identity, its key.
  public var id: Key { key }

  /// Creates a section.
  public init(key: Key, photos: [Photo]) {
    self.key = key
    self.photos = photos
  }
}
