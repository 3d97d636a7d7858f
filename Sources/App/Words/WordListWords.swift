import ViewModels

/// The word list's words for its refusals: the view model hands over the fact, and this is the
/// one place its sentences live, ready for a translation.
///
/// ```swift
/// WordListWords.refusal(.wordTooLong(limit: 40))  // "A word has at most 40 characters."
/// ```
public enum WordListWords {
  /// Why the word list refused an intent; a store's own words are given as they are.
  public static func refusal(_ error: WordListError) -> String {
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
