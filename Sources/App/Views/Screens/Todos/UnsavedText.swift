import Models
import ViewModels
import Words

/// The message line for the writes a screen could not save: the latest one's sentence (from
/// `Words`: `FailureWords`, `TodoListWords`, `PostWords`) made safe, with how many others
/// there are. A quoted title or comment is cut to `titleWidth` columns so the line stays
/// readable.
///
/// ```
/// Marking "Buy milk" done was not saved: the server answered 503 Service Unavailable.
/// ```
public enum UnsavedText {
  /// The most columns a quoted title or comment takes in a sentence.
  static let titleWidth = 40

  /// The message for `unsaved`, the latest failure first in words, with how many others there
  /// are; nil when everything was saved.
  public static func message(_ unsaved: [TodoWriteFailure]) -> Message? {
    message(unsaved, sentence: sentence)
  }

  /// One sentence saying what `failure` did not save, and why.
  public static func sentence(_ failure: TodoWriteFailure) -> SafeText {
    SafeText(untrusted: TodoListWords.unsaved(failure, fitting: fitting))
  }

  /// The message for the unsaved writes of any record, each said by `sentence`: the latest
  /// first in words, with how many others there are; nil when everything was saved.
  public static func message<ID, Change>(
    _ unsaved: [WriteFailure<ID, Change>],
    sentence: (WriteFailure<ID, Change>) -> SafeText
  ) -> Message? {
    guard let last = unsaved.last else { return nil }
    let line = FailureWords.unsaved(latest: sentence(last).string, others: unsaved.count - 1)
    return Message(.error, SafeText(untrusted: line))
  }

  /// `text` made safe and cut to `titleWidth` columns, for a quote inside a sentence.
  static func fitting(_ text: String) -> String {
    SafeText.fitting(untrusted: text, toWidth: titleWidth).string
  }
}
