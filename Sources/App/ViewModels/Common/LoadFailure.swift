import Essentials
import Foundation
import Models

/// Why loading failed: any service or store error, turned into a value once, so states stay
/// `Equatable` and views never inspect error types.
///
/// It holds the error's own words (``message``, untrusted text) and which ``Step`` failed, never
/// a sentence of the kit's: a front end words the step in its language and shows the message
/// beside it.
public struct LoadFailure: Hashable, Sendable, CustomStringConvertible {
  /// The step of a load that failed: what a front end's words for the failure start from.
  public enum Step: Hashable, Sendable {
    /// Asking the service (the network, the server's answer).
    case fetching
    /// Keeping what arrived: the store refused the write or could not save it.
    case keeping
  }

  /// What went wrong, from the error's own description: untrusted text for a view.
  public let message: String
  /// What `retry` is likely to do, so the screen can say so.
  public let retryAdvice: RetryAdvice
  /// Which step failed.
  public let step: Step

  /// Creates a failure with a message and advice.
  public init(message: String, retryAdvice: RetryAdvice = .mayHelp, step: Step = .fetching) {
    self.message = message
    self.retryAdvice = retryAdvice
    self.step = step
  }

  /// Describes `error` in the words it gives itself: a `LocalizedError`'s description, else
  /// its `String(describing:)` (never Foundation's generic "The operation couldn't be completed").
  /// The advice is the error's own when it is `RetryAdvising`, else "may help".
  public init(_ error: any Error, step: Step = .fetching) {
    message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    retryAdvice = (error as? any RetryAdvising)?.retryAdvice ?? .mayHelp
    self.step = step
  }

  /// The message.
  public var description: String { message }
}
