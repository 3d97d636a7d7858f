import Models

/// Why a word list intent was refused or did not complete. A refused intent changes nothing.
public enum WordListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The word with this id is not in the list (deleted, or hidden by the search).
  case noSuchWord(Word.ID)
  /// A word with nothing in it.
  case emptyWord
  /// A word longer than the list accepts.
  case wordTooLong(limit: Int)
  /// The store refused a write or could not save; says what the store said.
  case store(String)
  /// Every id up to the largest `Int` is taken (a kept store holds it), so no word can be added.
  case noIDLeft

  /// One line saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .noSuchWord(let id): "Word \(id) is not in the list."
    case .emptyWord: "A word needs at least one letter."
    case .wordTooLong(let limit): "A word has at most \(limit) characters."
    case .store(let message): message
    case .noIDLeft:
      "No word can be added: the store already holds the largest id, \(Int.max), and ids are "
        + "never reused."
    }
  }
}
