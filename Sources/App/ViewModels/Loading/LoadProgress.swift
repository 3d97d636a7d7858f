/// How much of a list that arrives in batches is here: a fact each front end words its own way
/// ("12,000 of 200,000", a progress bar, a spinner with a count).
///
/// The expected count is the server's own, so it can be wrong: it is never below what has
/// arrived, and nil when the server did not say.
public struct LoadProgress: Hashable, Sendable {
  /// How many items have arrived.
  public let received: Int
  /// How many the server says there are in all; nil when it did not say.
  public let expected: Int?
  /// Why the load ended before the server's list did, when it stopped on its own; nil while it
  /// goes on (or after a failure, which the screen's refresh status tells).
  public let stop: LoadStop?

  /// Creates progress; a view model makes it from the batches that arrived.
  public init(received: Int, expected: Int?, stop: LoadStop? = nil) {
    self.received = received
    self.expected = expected.map { max($0, received) }
    self.stop = stop
  }

  /// How many items are still to come, as far as the server said; nil when it did not say.
  public var missing: Int? { expected.map { $0 - received } }
}

/// Why a load in batches ended before the server's list did, though nothing failed: a fact
/// each front end words its own way.
public enum LoadStop: Hashable, Sendable {
  /// This many rows arrived, the most one load takes, and the server still had more to send (a
  /// server whose list never ends): the rows that arrived stay, nothing else is deleted.
  case rowLimit(Int)
  /// The process held `bytes`, the most memory a load may fill, with this many `rows` arrived,
  /// and the server still had more to send: the rows stay, as at the row limit, and nothing
  /// else is deleted.
  case memoryCeiling(rows: Int, bytes: Int)
  /// The screen went away (``PhotoListViewModel/disappear()``, or its task was cancelled) with
  /// this many rows arrived: they stay, and the next `appear()` or `retry()` asks for the rest
  /// from where this load stopped.
  case interrupted
}
