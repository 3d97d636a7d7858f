/// What trying a failed operation again is likely to do, so a screen can say so. A view model
/// cannot import the error types of the layer below; errors adopt ``RetryAdvising`` instead.
public enum RetryAdvice: Hashable, Sendable, CustomStringConvertible {
  /// The failure looks passing (no connection, a busy server): trying again may well work.
  case mayHelp
  /// The server asked for a pause of this long before the next try.
  case after(Duration)
  /// Trying again will most likely fail the same way, for the reason given (a missing photo,
  /// an answer the app cannot read).
  case unlikelyToHelp(String)

  /// The advice as a clause for a person: "trying again may work".
  public var description: String {
    switch self {
    case .mayHelp: "trying again may work"
    case .after(let pause):
      "the server asked to wait \(DurationText.spoken(pause)) before trying again"
    case .unlikelyToHelp(let reason): "trying again will likely fail the same way: \(reason)"
    }
  }
}

/// An error that knows whether trying again can help, and when.
///
/// ```swift
/// let advice = (error as? any RetryAdvising)?.retryAdvice ?? .mayHelp
/// ```
public protocol RetryAdvising: Error {
  /// What another try is likely to do.
  var retryAdvice: RetryAdvice { get }
}
