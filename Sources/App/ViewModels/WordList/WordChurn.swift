import Models

/// The random changes `churn` makes: adds, renames and deletes, in proportions that keep a list
/// lively without emptying it, with made-up words that need folding (accents, capitals).
struct WordChurn {
  /// One random change.
  enum Mutation: Equatable {
    /// Add a new word.
    case add(String)
    /// Rename the word at `position` in the list (from 1) to the text.
    case rename(position: Int, to: String)
    /// Delete the word at `position` in the list (from 1).
    case delete(position: Int)
  }

  private static let syllables = [
    "ka", "lo", "mi", "ren", "tor", "vel", "zu", "bé", "ño", "Ar", "Øs", "qui", "pa", "ür", "sé",
    "do", "fa", "Ga", "hi", "jo",
  ]

  /// The next change for a list of `count` words.
  static func next(count: Int, using random: inout SeededGenerator) -> Mutation {
    let roll = Int.random(in: 0..<10, using: &random)
    guard count > 0, roll >= 4 else { return .add(word(&random)) }
    let position = Int.random(in: 1...count, using: &random)
    return roll < 7 ? .rename(position: position, to: word(&random)) : .delete(position: position)
  }

  /// A made-up word of two or three syllables.
  static func word(_ random: inout SeededGenerator) -> String {
    let count = Int.random(in: 2...3, using: &random)
    var word = ""
    for index in 0..<count {
      let syllable = syllables[Int.random(in: 0..<syllables.count, using: &random)]
      word += index == 0 ? syllable : syllable.lowercased()
    }
    return word
  }
}
