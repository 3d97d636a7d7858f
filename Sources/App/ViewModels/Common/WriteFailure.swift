import Essentials
import Foundation
import Models

/// A write that was not saved: which change, of which record, and why. A fact, which a front end
/// words ("Marking 'Buy milk' done was not saved: the server is busy").
///
/// Not a ``LoadFailure``: trying a load again reloads, while a write that failed has already
/// been taken back on screen (the record shows its last confirmed value), so what a person can
/// do about it is make the change again.
public struct WriteFailure<ID: Hashable & Sendable, Change: OptimisticChange>: Hashable, Sendable {
  /// Why the change was not saved.
  public enum Reason: Hashable, Sendable {
    /// The server refused it or could not be reached; the message is the error's own words
    /// (untrusted text), the advice what making it again is likely to do.
    case failed(message: String, retryAdvice: RetryAdvice)
    /// A later change to the same record made it pointless before it was sent (an edit queued
    /// behind a delete), so it was never sent.
    case overtaken(by: Change)
    /// It went out, but its answer was lost or could not be read, so the server may have kept
    /// it (`WriteOutcomeReporting`); the message is the error's own words (untrusted text).
    /// The screen reads the record again, so what it shows next is what the server kept.
    case unconfirmed(message: String)
  }

  /// Whether the change may have been saved after all, and the screen reads it again.
  public var mayHaveBeenSaved: Bool {
    if case .unconfirmed = reason { true } else { false }
  }

  /// The record the change was for.
  public let id: ID
  /// The change that was not saved.
  public let change: Change
  /// The record as shown when the change was made, before it: what a person recognises it by.
  public let target: Change.Value?
  public let reason: Reason

  /// Creates a failure record; view models make them, tests and previews may too.
  public init(id: ID, change: Change, target: Change.Value?, reason: Reason) {
    self.id = id
    self.change = change
    self.target = target
    self.reason = reason
  }

  /// `change` of `id` failed with `error`, described in its own words, as a load failure's is;
  /// ``Reason/unconfirmed(message:)`` when the error says the server may have applied it.
  public init(id: ID, change: Change, target: Change.Value?, error: any Error) {
    let described = LoadFailure(error)
    let ambiguous = (error as? any WriteOutcomeReporting)?.mayHaveBeenApplied ?? false
    self.init(
      id: id, change: change, target: target,
      reason: ambiguous
        ? .unconfirmed(message: described.message)
        : .failed(message: described.message, retryAdvice: described.retryAdvice))
  }
}
