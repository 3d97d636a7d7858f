/// Why an intent was refused; a refused intent changes nothing. Each case is a fact: the
/// description names no command, and a front end words it with the command that helps.
public enum IntentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `open` named a row that is not on the current page.
  case rowNotVisible(Int, visible: ClosedRange<Int>?)
  /// A page move past the first or last page.
  case noSuchPage(direction: PageDirection, current: Int, count: Int)
  /// `retry` when nothing has failed.
  case nothingToRetry

  /// Which way a page move went.
  public enum PageDirection: Sendable, Hashable {
    /// Towards the end of the list.
    case next
    /// Towards the start of the list.
    case previous
  }

  /// One sentence saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .rowNotVisible(let row, let visible?):
      "No row \(row) on this page: choose \(visible.spoken)."
    case .rowNotVisible(let row, nil): "No row \(row): there are no rows on this page."
    case .noSuchPage(.next, let current, let count):
      "Already on the last page (\(current) of \(count))."
    case .noSuchPage(.previous, let current, let count):
      "Already on the first page (\(current) of \(count))."
    case .nothingToRetry: "Nothing to retry: the last load did not fail."
    }
  }
}

extension ClosedRange<Int> {
  /// The range as a person writes it, "3" or "1–20", the same in every layer.
  public var spoken: String {
    lowerBound == upperBound ? "\(lowerBound)" : "\(lowerBound)–\(upperBound)"
  }
}
