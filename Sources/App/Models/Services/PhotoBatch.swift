/// Some of a server's photos, in its order, from a place in its list: what one request to a
/// server that answers in batches (json-server's `_start` and `_limit`) brings.
///
/// A server that does not page sends its whole list in one batch (``whole(_:)``).
///
/// ```swift
/// let first = try await service.photos(from: 0)
/// first.photos.count   // 10,000 of them
/// first.total          // 200,000, as the server counts them (it may be wrong)
/// first.isLast         // false: ask `photos(from: 10_000)` next
/// ```
public struct PhotoBatch: Hashable, Sendable {
  /// The photos, in the server's order.
  public let photos: [Photo]
  /// How many photos the server says it has in all (its `X-Total-Count`); nil when it does
  /// not say. A count that is wrong only changes what progress says, never which photos load.
  public let total: Int?
  /// Whether the server has nothing after this batch: it held fewer photos than were asked
  /// for, or the server does not page.
  public let isLast: Bool
  /// Whether this batch is the server's whole list, from a server that does not page: what
  /// the store keeps is then exactly these photos.
  public let isWhole: Bool

  /// Creates a part of a list, from `offset` in it.
  public init(photos: [Photo], total: Int?, isLast: Bool) {
    self.photos = photos
    self.total = total
    self.isLast = isLast
    isWhole = false
  }

  private init(whole photos: [Photo]) {
    self.photos = photos
    total = nil
    isLast = true
    isWhole = true
  }

  /// A server's whole list, sent at once by a server that does not page.
  public static func whole(_ photos: [Photo]) -> PhotoBatch { PhotoBatch(whole: photos) }
}
