import Essentials
import Models
import ViewModels

/// The words for a write a screen could not save: which change, of which record, and why, from
/// the facts of a `WriteFailure` and a function that says the change (the todo list's is here). The row already shows its last confirmed value
/// again, so the words say what was lost, not what to undo.
///
/// ```
/// Marking "Buy milk" done was not saved: the server answered 503 Service Unavailable.
/// Deleting "Call home" was not saved: …; it is back in the list.
/// Renaming "Call home" to "Call Mum" was not sent: the todo was deleted first.
/// Marking "Buy milk" done may have been saved: no readable answer came back (…).
///   The list was read again to show what the server kept.
/// ```
public enum UnsavedText {
  /// The message for `unsaved`, the latest failure first in words, with how many others there
  /// are; nil when everything was saved.
  public static func message(_ unsaved: [TodoWriteFailure]) -> Message? {
    message(unsaved, sentence: sentence)
  }

  /// One sentence saying what `failure` did not save, and why.
  public static func sentence(_ failure: TodoWriteFailure) -> SafeText {
    sentence(failure, record: "todo", describe: words)
  }

  /// The message for the unsaved writes of any record, each said by `sentence`: the latest
  /// first in words, with how many others there are; nil when everything was saved.
  public static func message<ID, Change>(
    _ unsaved: [WriteFailure<ID, Change>],
    sentence: (WriteFailure<ID, Change>) -> SafeText
  ) -> Message? {
    guard let last = unsaved.last else { return nil }
    let others = unsaved.count - 1
    let more: SafeText = others == 0 ? "" : " (and \(others) more not saved)"
    return Message(.error, sentence(last) + more)
  }

  /// One sentence saying what a write of any record did not save, and why: `describe` says the
  /// change as what a person did (`Marking "Buy milk" done`), given the record as it was shown
  /// before it; `record` names the kind of record (`todo`, `comment`).
  ///
  /// ```swift
  /// UnsavedText.sentence(failure, record: "comment") { change, _ in
  ///   "Adding " + SafeText(untrusted: change.text)
  /// }
  /// ```
  public static func sentence<ID, Change>(
    _ failure: WriteFailure<ID, Change>, record: SafeText,
    describe: (Change, Change.Value?) -> SafeText
  ) -> SafeText {
    let change = describe(failure.change, failure.target)
    switch failure.reason {
    case .overtaken: return change + " was not sent: the " + record + " was deleted first."
    case .unconfirmed(let message):
      let reason = SafeText(untrusted: message.last == "." ? String(message.dropLast()) : message)
      return change + " may have been saved: no readable answer came back (" + reason
        + "). The list was read again to show what the server kept."
    case .failed(let message, let advice):
      let back: SafeText = failure.change.removes ? "; it is back in the list" : ""
      // A server's message often ends in a full stop already; the sentence ends in one.
      let reason = SafeText(untrusted: message.last == "." ? String(message.dropLast()) : message)
      return change + " was not saved: " + reason + back + "." + Self.advice(advice)
    }
  }

  /// The change, said as what a person did: `Marking "Buy milk" done`.
  static func words(for change: TodoChange, of target: Todo?) -> SafeText {
    let title = quoted(target?.title ?? "")
    switch change {
    case .create(let todo): return "Adding " + quoted(todo.title)
    case .delete: return "Deleting " + title
    case .patch(let patch):
      switch (patch.title, patch.completed) {
      case (nil, true?): return "Marking " + title + " done"
      case (nil, false?): return "Marking " + title + " not done"
      case (let new?, nil): return "Renaming " + title + " to " + quoted(new)
      case (_, _): return "Changing " + title
      }
    }
  }

  /// What making the change again is likely to do, when it is more than "it may work".
  private static func advice(_ advice: RetryAdvice) -> SafeText {
    switch advice {
    case .mayHelp: ""
    case .after(let pause):
      " The server asked to wait \(untrusted: DurationText.spoken(pause)) before trying again."
    case .unlikelyToHelp(let reason):
      " Trying again will likely fail the same way: \(untrusted: reason)."
    }
  }

  /// `title` in double quotes, made safe and cut to a length a message line can hold.
  private static func quoted(_ title: String) -> SafeText {
    "\"" + SafeText.fitting(untrusted: title, toWidth: 40) + "\""
  }
}
