import Essentials
import ViewModels

// The words for a write a screen could not save, for any record: which change, and why. The
// record already shows its last confirmed value again, so the words say what was lost, not
// what to undo. Each screen says its own change (`TodoListWords.change`, `PostWords.change`).
extension FailureWords {
  /// One sentence saying what a write of any record did not save, and why: `change` says the
  /// change as what a person did (`Marking "Buy milk" done`), `record` names the kind of record
  /// (`todo`, `comment`).
  ///
  /// ```
  /// Marking "Buy milk" done was not saved: the server answered 503 Service Unavailable.
  /// Deleting "Call home" was not saved: …; it is back in the list.
  /// Renaming "Call home" to "Call Mum" was not sent: the todo was deleted first.
  /// Marking "Buy milk" done may have been saved: no readable answer came back (…).
  ///   The list was read again to show what the server kept.
  /// ```
  public static func unsaved<ID, Change>(
    _ failure: WriteFailure<ID, Change>, change: String, record: String
  ) -> String {
    switch failure.reason {
    case .overtaken: return "\(change) was not sent: the \(record) was deleted first."
    case .unconfirmed(let message):
      return "\(change) may have been saved: no readable answer came back "
        + "(\(withoutFullStop(message))). The list was read again to show what the server kept."
    case .failed(let message, let advice):
      let back = failure.change.removes ? "; it is back in the list" : ""
      return "\(change) was not saved: \(withoutFullStop(message))\(back)." + Self.advice(advice)
    }
  }

  /// The line for the unsaved writes of a screen: the latest one's sentence, `latest`, with how
  /// many `others` there are.
  public static func unsaved(latest: String, others: Int) -> String {
    others == 0 ? latest : "\(latest) (and \(others) more not saved)"
  }

  /// The sentence for a change the server had not answered when the app ended, given the
  /// change as what a person did.
  public static func unanswered(change: String) -> String {
    "\(change) was not saved: the server had not answered."
  }

  /// The sentence for a change that was not saved when nothing more is known of it than that.
  public static func notSaved(change: String) -> String { "\(change) was not saved." }

  /// A change of a record whose screen does not say its changes, as a sentence names it.
  public static let aChange = "A change"

  /// What making the change again is likely to do, when it is more than "it may work".
  private static func advice(_ advice: RetryAdvice) -> String {
    switch advice {
    case .mayHelp: ""
    case .after(let pause):
      " The server asked to wait \(DurationText.spoken(pause)) before trying again."
    case .unlikelyToHelp(let reason): " Trying again will likely fail the same way: \(reason)."
    }
  }

  /// A server's message without its own full stop, since the sentence around it ends in one.
  private static func withoutFullStop(_ message: String) -> String {
    message.last == "." ? String(message.dropLast()) : message
  }
}
