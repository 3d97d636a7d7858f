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

  /// What went wrong, from the error's own description: untrusted text for a view; empty when
  /// the ``cause`` is a fact of the kit's own, which a front end words.
  public let message: String
  /// What failed, when it is a fact of the kit's own rather than an error's words.
  public let cause: Cause
  /// What `retry` is likely to do, so the screen can say so.
  public let retryAdvice: RetryAdvice
  /// Which step failed.
  public let step: Step

  /// What failed: an error that words itself (a service's, a transport's, a store's), or a fact
  /// of the kit's own, with its values.
  public enum Cause: Hashable, Sendable {
    /// The error's own words are the ``message``.
    case described
    /// The server sent more than one photo under each of these ids, so none was kept.
    case repeatedIDs([Int])
    /// The media library could not list or export the video.
    case mediaLibrary(MediaLibraryError)
    /// The service holds no user with this id.
    case userNotFound(User.ID)
    /// An upload's stream ended before the server held the whole file.
    case uploadEndedEarly
    /// Nothing arrived from the server for this long, so sending was stopped.
    case uploadStalled(Duration)
  }

  /// A failure that is a fact of the kit's own, worded by a front end; `message` is empty.
  public init(_ cause: Cause, retryAdvice: RetryAdvice = .mayHelp, step: Step = .fetching) {
    message = ""
    self.cause = cause
    self.retryAdvice = retryAdvice
    self.step = step
  }

  public init(message: String, retryAdvice: RetryAdvice = .mayHelp, step: Step = .fetching) {
    self.message = message
    self.retryAdvice = retryAdvice
    self.step = step
    cause = .described
  }

  /// Describes `error` in the words it gives itself: a `LocalizedError`'s description, else
  /// its `String(describing:)` (never Foundation's generic "The operation couldn't be completed").
  /// The advice is the error's own when it is `RetryAdvising`, else "may help".
  public init(_ error: any Error, step: Step = .fetching) {
    retryAdvice = (error as? any RetryAdvising)?.retryAdvice ?? .mayHelp
    self.step = step
    if case .repeatedIDs(let ids) = error as? PhotoSync.Refusal {
      message = ""
      cause = .repeatedIDs(ids)
    } else if let library = error as? MediaLibraryError {
      message = ""
      cause = .mediaLibrary(library)
    } else if let missing = error as? UserNotFound {
      message = ""
      cause = .userNotFound(missing.id)
    } else {
      message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
      cause = .described
    }
  }

  public var description: String { message }
}
