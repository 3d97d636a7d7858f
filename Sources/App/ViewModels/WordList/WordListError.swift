import Models

/// Why a word list intent was refused or did not complete. A refused intent changes nothing.
/// A fact with its values, never a sentence: each front end words it.
public enum WordListError: Error, Sendable, Hashable {
  /// The word with this id is not in the list (deleted, or hidden by the search).
  case noSuchWord(Word.ID)
  /// A word with nothing in it.
  case emptyWord
  /// A word longer than the list accepts.
  case wordTooLong(limit: Int)
  /// The store refused a write or could not save; what the store said (untrusted text).
  case store(String)
  /// Every id up to the largest `Int` is taken (a kept store holds it), so no word can be added.
  case noIDLeft
}
