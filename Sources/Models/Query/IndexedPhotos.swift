/// Photos with what a query needs precomputed: each title folded once.
///
/// Build it when photos arrive; then every search, sort or regrouping reuses the folded titles
/// instead of folding 5,000 strings on each keystroke.
public struct IndexedPhotos: Sendable {
  /// A photo with its folded title.
  public struct Entry: Sendable, Hashable {
    /// The photo as received.
    public let photo: Photo
    /// The title folded for matching and ordering.
    public let foldedTitle: FoldedText
  }

  /// The photos in the order they were given.
  public let entries: [Entry]

  /// The albums that have at least one photo.
  public let albumIDs: Set<Int>

  /// Indexes `photos`, folding each title once.
  public init(_ photos: [Photo]) {
    entries = photos.map { Entry(photo: $0, foldedTitle: FoldedText($0.title)) }
    albumIDs = Set(photos.map(\.albumID))
  }

  /// The lowest and highest album with photos; nil when there are none.
  public var albumRange: ClosedRange<Int>? {
    guard let low = albumIDs.min(), let high = albumIDs.max() else { return nil }
    return low...high
  }

  /// How many photos there are.
  public var count: Int { entries.count }
}
