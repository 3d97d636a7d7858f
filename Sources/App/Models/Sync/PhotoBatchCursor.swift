import DataEngine

/// Where a load in batches is: which batch to ask for next, how many photos have arrived, and
/// how many the server said it has. It trusts what arrives, not what the server claims.
///
/// The load ends at a batch the server marks last (a short one), or at one that brings no photo
/// not seen before (a server that ignores the start it was given), never at the server's total:
/// a total that is too small would otherwise leave photos out, and one too large would ask
/// forever.
///
/// It also ends, unfinished, at its ``LoadLimits``: once ``mostRows`` rows have arrived
/// (repeats counted, so a server that brings one new photo a page is stopped as soon as one that
/// brings only new ones), or once it has added the memory ceiling to the process after a batch;
/// ``limitReached`` says which. A server that keeps sending full pages of new ids would
/// otherwise be asked forever, and its photos would fill memory.
///
/// ```swift
/// var cursor = PhotoBatchCursor()
/// while !cursor.isOver {
///   cursor.take(try await repository.batch(from: cursor.nextOffset))
/// }
/// ```
public struct PhotoBatchCursor: Sendable {
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
  /// How far the load goes before it stops, unfinished.
  public let limits: LoadLimits
  /// The limit the load stopped at while the server still had more to send, if it did: it is
  /// over, but not complete, so nothing the load did not bring is deleted.
  public private(set) var limitReached: LoadLimit?
  /// Whether the store is saved once the batch taken last is kept: when the load is over, and
  /// each time another ``LoadLimits/savingEvery`` photos have arrived. A store that writes
  /// through to disk then holds no more than that unsaved, however long the load, and a load
  /// stopped midway (a quit, a limit) keeps what it brought.
  public private(set) var savesNow = false
  /// What the process held when the load started, which the memory ceiling counts from.
  private let startingBytes: Int?

  /// The most rows a load takes when none is given (``LoadLimits/defaultMostRows``).
  public static let defaultMostRows = LoadLimits.defaultMostRows

  /// A load that has not asked for anything yet, and stops at `limits`.
  public init(limits: LoadLimits = LoadLimits()) {
    self.limits = limits
    startingBytes = limits.startingBytes()
  }

  /// A load that has not asked for anything yet, and takes at most `mostRows` rows (at least 1),
  /// with no memory ceiling.
  public init(mostRows: Int) {
    self.init(limits: LoadLimits(mostRows: mostRows, memoryCeiling: nil))
  }

  /// The most rows one load takes, repeats counted: past them it stops, unfinished.
  public var mostRows: Int { limits.mostRows }

  /// Whether the load stopped because ``mostRows`` rows arrived.
  public var reachedRowLimit: Bool { limitReached == .rows(mostRows) }

  /// Whether the load is over: complete, or stopped at one of its ``limits``.
  public var isOver: Bool { isComplete || limitReached != nil }

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
      savesNow = true
      return
    }
    let before = seen.count
    seen.formUnion(batch.photos.lazy.map(\.id))
    nextOffset += batch.photos.count
    claimedTotal = batch.total
    isComplete = batch.isLast || seen.count == before
    limitReached = isComplete ? nil : limits.reached(atRows: nextOffset, startedAt: startingBytes)
    savesNow = isOver || seen.count / limits.savingEvery > before / limits.savingEvery
  }
}
