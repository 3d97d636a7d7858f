import Essentials
import Foundation
import Models

/// Why loading failed, in words a person can act on: any service error, turned into a value
/// once, so states stay `Equatable` and views never inspect error types.
public struct LoadFailure: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, from the error's own description: untrusted text for a view.
  public let message: String
  /// What `retry` is likely to do, so the screen can say so.
  public let retryAdvice: RetryAdvice

  /// Creates a failure with a message and advice.
  public init(message: String, retryAdvice: RetryAdvice = .mayHelp) {
    self.message = message
    self.retryAdvice = retryAdvice
  }

  /// Describes `error` in the words it gives itself: a `LocalizedError`'s description, else
  /// its `String(describing:)` (never Foundation's generic "The operation couldn't be completed").
  /// The advice is the error's own when it is `RetryAdvising`, else "may help".
  public init(_ error: any Error) {
    message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    retryAdvice = (error as? any RetryAdvising)?.retryAdvice ?? .mayHelp
  }

  /// The message.
  public var description: String { message }
}
