import Essentials
import ViewModels

/// The words every screen shares for what went wrong: a load that failed, an intent every
/// screen has refused, a row a list no longer shows, and a write that was not saved.
///
/// Each is a plain `String` worded from a fact by an exhaustive `switch`, so a new case does not
/// compile until it has its sentence, and any front end (the terminal, a SwiftUI port) says the
/// same thing. A sentence may carry a server's own words, so a front end shows it as untrusted
/// text. A translation of the kit starts here and in the screens' own words types.
///
/// ```swift
/// FailureWords.what(LoadFailure(.userNotFound(7)))  // "There is no user 7."
/// ```
public enum FailureWords {
  /// What went wrong, as one sentence or the error's own words.
  public static func what(_ failure: LoadFailure) -> String {
    switch failure.cause {
    case .described: failure.message
    case .repeatedIDs(let ids): repeated(ids)
    case .mediaLibrary(let error): VideoPostWords.sentence(for: error)
    case .userNotFound(let id): "There is no user \(id)."
    case .uploadEndedEarly: "The upload ended before the whole file arrived."
    case .uploadStalled(let limit):
      "Nothing arrived for \(DurationText.clock(limit)); the connection may be down."
    }
  }

  /// Why an intent every screen shares was refused.
  public static func refusal(_ error: IntentError) -> String {
    switch error {
    case .nothingToRetry: "Nothing to retry: the last load did not fail."
    }
  }

  /// Why a list of one section refused an intent, with the list's `noun` for its rows
  /// ("album"): "Album 7 is no longer in the list."
  public static func refusal<ID>(_ error: ListError<ID>, noun: String) -> String {
    switch error {
    case .notListed(let id):
      noun.prefix(1).uppercased() + noun.dropFirst() + " \(id) is no longer in the list."
    }
  }

  /// A server's list that repeats ids: which ones (the first five), and that nothing was kept.
  static func repeated(_ ids: [Int]) -> String {
    let shown = ids.prefix(5).map(String.init).joined(separator: ", ")
    let more = ids.count > 5 ? " and \(ids.count - 5) more" : ""
    return "The server sent more than one photo with id \(shown)\(more); none was kept."
  }
}
