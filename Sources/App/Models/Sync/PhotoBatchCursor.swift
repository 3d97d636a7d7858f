import DataEngine

/// Where a load in batches is: which batch to ask for next, how many photos have arrived, and
/// how many the server said it has. It trusts what arrives, not what the server claims.
///
/// The load ends at a batch the server marks last (a short one), or at one that brings no photo
/// not seen before (a server that ignores the start it was given), never at the server's total:
/// a total that is too small would otherwise leave photos out, and one too large would ask
/// forever.
///
/// It also ends, unfinished, once ``mostRows`` rows have arrived (repeats counted, so a server
/// that brings one new photo a page is stopped as soon as one that brings only new ones):
/// ``reachedRowLimit`` says so. A server that keeps sending full pages of new ids would
/// otherwise be asked forever, and its photos would fill memory.
///
/// ```swift
/// var cursor = PhotoBatchCursor()
/// while !cursor.isOver {
///   cursor.take(try await repository.batch(from: cursor.nextOffset))
/// }
/// ```
public struct PhotoBatchCursor: Hashable, Sendable {
  /// Where the next batch starts in the server's list.
  public private(set) var nextOffset = 0
  /// The ids of every photo that has arrived in this load.
  public private(set) var seen = IDRuns()
  /// What the server last said its total was, if it said.
  public private(set) var claimedTotal: Int?
  /// Whether every batch has arrived.
  public private(set) var isComplete = false
  /// How many batches have arrived.
  public private(set) var batchesTaken = 0
  /// The most rows one load takes, repeats counted: past them it stops, unfinished.
  public let mostRows: Int
  /// Whether the load stopped because ``mostRows`` rows arrived and the server still had more
  /// to send: it is over, but not complete, so nothing the load did not bring is deleted.
  public private(set) var reachedRowLimit = false

  /// The most rows a load takes when none is given: a million photos, five times the largest
  /// list the kit measures (200,000), and a few hundred megabytes of rows in memory.
  public static let defaultMostRows = 1_000_000

  /// A load that has not asked for anything yet, and takes at most `mostRows` rows (at least 1).
  public init(mostRows: Int = defaultMostRows) { self.mostRows = max(1, mostRows) }

  /// Whether the load is over: complete, or stopped at ``mostRows``.
  public var isOver: Bool { isComplete || reachedRowLimit }

  /// How many photos have arrived.
  public var received: Int { seen.count }

  /// How many photos the load expects in all: the server's total, but never fewer than have
  /// arrived, and exactly those once the load is complete; nil until a total is known.
  public var expected: Int? {
    if isComplete { return received }
    return claimedTotal.map { max($0, received) }
  }

  /// Counts `batch` in, the one asked for at ``nextOffset``, and moves on past it.
  public mutating func take(_ batch: PhotoBatch) {
    batchesTaken += 1
    guard !batch.isWhole else {
      seen = IDRuns(batch.photos.lazy.map(\.id))
      nextOffset = batch.photos.count
      claimedTotal = nil
      isComplete = true
      return
    }
    let before = seen.count
    seen.formUnion(batch.photos.lazy.map(\.id))
    nextOffset += batch.photos.count
    claimedTotal = batch.total
    isComplete = batch.isLast || seen.count == before
    reachedRowLimit = !isComplete && nextOffset >= mostRows
  }
}
