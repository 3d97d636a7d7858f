import Foundation

extension FoldedText {
  /// The Latin letters with accents folded without a Foundation call per text: À to ɏ (Latin-1
  /// Supplement and Latin Extended-A and -B).
  private static let latinLetters: ClosedRange<UInt32> = 0xC0...0x24F
  /// The CJK Unified Ideographs, which folding leaves as they are: they have no case and no
  /// accents.
  private static let ideographs: ClosedRange<UInt32> = 0x4E00...0x9FFF

  /// What Foundation folds each of `latinLetters` to, asked once for each, or nil for one whose
  /// fold holds a combining mark (its text is left to Foundation, which sees its neighbours).
  private static let foldedLatinLetters: [String?] = latinLetters.map { value in
    let letter = String(Character(Unicode.Scalar(value)!))
    let folded = letter.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let standsAlone = folded.unicodeScalars.allSatisfy {
      $0.properties.canonicalCombiningClass == .notReordered && !isJoining($0)
    }
    return standsAlone ? folded : nil
  }

  /// `text` folded letter by letter, when every letter is ASCII, one of `latinLetters` or an
  /// ideograph: each folds alone, exactly as Foundation folds it (asked once, above), since none
  /// of them joins its neighbours in a character. Nil for any other text (combining marks,
  /// other scripts, emoji), which Foundation folds whole.
  static func foldingLetters(_ text: String) -> String? {
    var folded = ""
    folded.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        folded.unicodeScalars.append(isUpperCase(value) ? Unicode.Scalar(value | 0x20)! : scalar)
      } else if latinLetters.contains(value) {
        guard let letter = foldedLatinLetters[Int(value - latinLetters.lowerBound)] else {
          return nil
        }
        folded += letter
      } else if ideographs.contains(value) {
        folded.unicodeScalars.append(scalar)
      } else {
        return nil
      }
    }
    return folded
  }

  /// Whether `value` is an ASCII capital letter, A to Z.
  static func isUpperCase(_ value: UInt32) -> Bool { value &- 0x41 < 26 }

  /// Whether `scalar` may join the scalars around it into one character (joiners, variation
  /// selectors, Hangul jamo): such a fold is left to Foundation.
  private static func isJoining(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend || scalar.properties.isJoinControl
      || (0x1100...0x11FF).contains(scalar.value)
  }
}
