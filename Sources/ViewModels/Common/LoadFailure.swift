import Foundation

/// Why loading failed, in words a person can act on.
///
/// View models turn any error from a service into this value once, so states stay `Equatable`
/// and views never inspect error types from layers they cannot import.
public struct LoadFailure: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, from the error's own description: untrusted text for a view.
  public let message: String

  /// Creates a failure with a message.
  public init(message: String) {
    self.message = message
  }

  /// Describes `error` in the words it gives itself: a `LocalizedError`'s description, else
  /// its `String(describing:)` (never Foundation's generic "The operation couldn't be completed").
  public init(_ error: any Error) {
    message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }

  /// The message.
  public var description: String { message }
}
