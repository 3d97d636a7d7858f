/// Why a word list intent was refused or did not complete; paging refusals are the shared
/// ``IntentError``. A refused intent changes nothing.
public enum WordListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A row number outside the list.
  case noSuchRow(Int, count: Int)
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
    case .noSuchRow(let row, let count) where count == 0: "No word \(row): the list is empty."
    case .noSuchRow(let row, let count):
      "No word \(row): choose \(count == 1 ? "1" : "1–\(count)")."
    case .emptyWord: "A word needs at least one letter."
    case .wordTooLong(let limit): "A word has at most \(limit) characters."
    case .store(let message): message
    case .noIDLeft:
      "No word can be added: the store already holds the largest id, \(Int.max), and ids are "
        + "never reused."
    }
  }
}
