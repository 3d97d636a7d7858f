/// Some of a server's photos, in its order, from a place in its list: what one request to a
/// server that answers in batches (json-server's `_start` and `_limit`) brings.
///
/// A server that does not page sends its whole list in one batch, with no total.
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
  /// not say, which means it does not page and this batch is its whole list. A count that is
  /// wrong only changes what progress says, never which photos load.
  public let total: Int?
  /// Whether the server has nothing after this batch: it held fewer photos than were asked
  /// for, or the server does not page.
  public let isLast: Bool

  /// Creates a batch.
  public init(photos: [Photo], total: Int?, isLast: Bool) {
    self.photos = photos
    self.total = total
    self.isLast = isLast
  }

  /// A server's whole list, sent at once by a server that does not page.
  public static func whole(_ photos: [Photo]) -> PhotoBatch {
    PhotoBatch(photos: photos, total: nil, isLast: true)
  }

  /// Whether this batch is a whole list rather than a part of one.
  public var isWhole: Bool { total == nil }
}
