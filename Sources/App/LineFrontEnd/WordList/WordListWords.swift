import ViewModels

/// The terminal's words for the word list's refusals: the view model hands over the fact, and
/// this is the one place its sentences live, ready for a translation.
enum WordListWords {
  /// The whole line for `error`; a store's own words are shown as they are (the message line
  /// makes them safe).
  static func refusal(_ error: WordListError) -> String {
    switch error {
    case .noSuchWord(let id): "Word \(id) is no longer in the list."
    case .emptyWord: "A word needs at least one letter."
    case .wordTooLong(let limit): "A word has at most \(limit) characters."
    case .store(let message): message
    case .noIDLeft:
      "No word can be added: the store already holds the largest id, \(Int.max), and ids are "
        + "never reused."
    }
  }
}
