import ViewModels
import Views

/// A refusal the word list gave, a shared paging one or its own: one type, so the word list
/// words every refusal in one exhaustive switch.
enum WordListRefusal: Hashable, Sendable {
  case paging(IntentError)
  case list(WordListError)
}

extension WordListCommand {
  /// What the person reads when the word list refused an intent: the fact, and which command
  /// helps (paging reads as in the Gallery).
  ///
  /// ```swift
  /// WordListCommand.refusal(.list(.noSuchRow(7, count: 5)))  // "No word 7: choose 1–5."
  /// ```
  static func refusal(_ refusal: WordListRefusal) -> Message {
    let text =
      switch refusal {
      case .paging(let error): IntentRefusal.words(error)
      case .list(.noSuchRow(let row, let count)) where count == 0:
        "No word \(row): the list is empty."
      case .list(.noSuchRow(let row, let count)):
        "No word \(row): choose \(count == 1 ? "1" : "1–\(count)")."
      case .list(.emptyWord): "A word needs at least one letter."
      case .list(.wordTooLong(let limit)): "A word has at most \(limit) characters."
      case .list(.store(let failure)): failure
      }
    return .error(text)
  }
}
