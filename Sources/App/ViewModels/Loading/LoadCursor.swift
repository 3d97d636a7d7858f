import Models

/// Where a load that arrives in batches is: which batch to ask for next, whether the load is
/// over, and how much has arrived. A ``ScreenLoad`` keeps one per load, so a load stopped
/// before it finished continues from where its cursor is.
///
/// A load of one answer needs none of its own: ``WholeLoad`` is its cursor.
public protocol LoadCursor: Sendable {
  /// What one request brings.
  associatedtype Batch: Sendable
  /// Where the next batch starts.
  var nextOffset: Int { get }
  /// How many batches have arrived in this load.
  var batchesTaken: Int { get }
  /// Whether the load is over: every batch arrived, or it stopped at a limit of its own.
  var isOver: Bool { get }
  /// How much has arrived while the rest is still to come, or why it never will; nil once
  /// every batch has arrived.
  var progress: LoadProgress? { get }
  /// Counts `batch` in, the one asked for at ``nextOffset``, and moves on past it.
  mutating func take(_ batch: Batch)
}

/// The cursor of a load that is one answer: over once it has arrived.
public struct WholeLoad<Batch: Sendable>: LoadCursor {
  public private(set) var batchesTaken = 0

  public init() {}

  public var nextOffset: Int { 0 }
  public var isOver: Bool { batchesTaken > 0 }
  public var progress: LoadProgress? { nil }
  public mutating func take(_ batch: Batch) { batchesTaken += 1 }
}

extension PhotoBatchCursor: LoadCursor {
  /// How many photos have arrived while the rest is still to come, or stopped at the most rows
  /// or memory a load takes; nil once the load is complete.
  public var progress: LoadProgress? {
    guard !isComplete else { return nil }
    return LoadProgress(received: received, expected: expected, stop: limitReached.map(stop))
  }

  /// The stop that `limit` is on screen.
  private func stop(at limit: LoadLimit) -> LoadStop {
    switch limit {
    case .rows(let rows): .rowLimit(rows)
    case .memory(let bytes): .memoryCeiling(rows: received, bytes: bytes)
    }
  }
}

/// A batch as a screen's `keep` receives it: the batch, the cursor it is counted in, the value
/// on screen, and whether the load refreshes a value that was on screen when it started.
public struct BatchArrival<Cursor: LoadCursor, Value> {
  public let batch: Cursor.Batch
  public let cursor: Cursor
  public let shown: Value?
  public let refreshes: Bool
}
