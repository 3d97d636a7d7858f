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

  /// Indexes `photos`, folding each title once.
  public init(_ photos: [Photo]) {
    entries = photos.map { Entry(photo: $0, foldedTitle: FoldedText($0.title)) }
  }

  /// How many photos there are.
  public var count: Int { entries.count }
}
