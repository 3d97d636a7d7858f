/// Makes album, photo and todo titles that read like people's captions, with the variety views need.
///
/// About one photo title in eight is long (80–150 characters) so lists must truncate; words are
/// drawn mostly from plain English, sometimes accented, CJK or emoji, so search must fold
/// diacritics and layout must measure display width rather than count bytes.
enum TitleGenerator {
  /// The longest title the generator makes, in characters.
  static let maximumLength = 150

  /// A photo caption: usually two to five words, sometimes a long run-on sentence.
  static func photoTitle(using random: inout SplitMix64) -> String {
    if random.next(below: 8) == 0 {
      return longTitle(length: random.next(in: 80...maximumLength), using: &random)
    }
    return phrase(wordCount: random.next(in: 2...5), using: &random)
  }

  /// An album name: one to four words.
  static func albumTitle(using random: inout SplitMix64) -> String {
    phrase(wordCount: random.next(in: 1...4), using: &random)
  }

  /// A thing to do: two to six words, sometimes accented, CJK or emoji.
  static func todoTitle(using random: inout SplitMix64) -> String {
    phrase(wordCount: random.next(in: 2...6), using: &random)
  }

  private static func phrase(wordCount: Int, using random: inout SplitMix64) -> String {
    capitalized((0..<wordCount).map { _ in word(using: &random) }.joined(separator: " "))
  }

  /// Words until the title reaches `length`, never past `maximumLength`. It always reaches 80:
  /// a word is at most 12 characters, so a word is only refused beyond 137.
  private static func longTitle(length: Int, using random: inout SplitMix64) -> String {
    var title = word(using: &random)
    while title.count < length {
      let next = word(using: &random)
      guard title.count + 1 + next.count <= maximumLength else { break }
      title += " " + next
    }
    return capitalized(title)
  }

  private static func word(using random: inout SplitMix64) -> String {
    switch random.next(below: 100) {
    case 0..<2: random.pick(WordLists.emoji)
    case 2..<8: random.pick(WordLists.cjk)
    case 8..<20: random.pick(WordLists.accented)
    default: random.pick(WordLists.plain)
    }
  }

  /// Sentence case. `uppercased()` is locale-independent, so the output is the same everywhere.
  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
