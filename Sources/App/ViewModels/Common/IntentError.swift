/// Why an intent every screen shares was refused; a refused intent changes nothing. Each case is
/// a fact: the description names no command, and a front end words it with the command that
/// helps.
public enum IntentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `retry` when nothing has failed.
  case nothingToRetry

  /// One sentence saying what was wrong.
  public var description: String {
    switch self {
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
