import Foundation

extension FoldedText {
  /// The Latin letters with accents folded here: À to ɏ (Latin-1 Supplement and Latin
  /// Extended-A and -B), two bytes each in UTF-8.
  @usableFromInline static let latinLetters: ClosedRange<UInt32> = 0xC0...0x24F
  /// The CJK Unified Ideographs, which folding leaves as they are: they have no case and no
  /// accents. Three bytes each in UTF-8.
  @usableFromInline static let ideographs: ClosedRange<UInt32> = 0x4E00...0x9FFF

  /// The UTF-8 of what Foundation folds each of `latinLetters` to, asked once for each; nil for
  /// one whose fold holds a mark or a joiner (its text is left to Foundation, which sees its
  /// neighbours) or is longer than four bytes.
  @usableFromInline static let foldedLatinLetters: [[UInt8]?] = latinLetters.map { value in
    let letter = String(Character(Unicode.Scalar(value)!))
    let folded = letter.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let standsAlone = folded.unicodeScalars.allSatisfy {
      $0.properties.canonicalCombiningClass == .notReordered && !isJoining($0)
    }
    return standsAlone && folded.utf8.count <= 4 ? Array(folded.utf8) : nil
  }

  /// `text` folded letter by letter, when every letter is ASCII, one of `latinLetters` or an
  /// ideograph: each folds alone, exactly as Foundation folds it (asked once, above), since none
  /// of them joins its neighbours in a character. `text` itself when folding changes nothing,
  /// so the folded form shares its storage. Nil for any other text (combining marks, other
  /// scripts, emoji), which Foundation folds whole.
  @inlinable static func foldingLetters(_ text: String) -> String? {
    // Lower-case ASCII (most titles) folds to itself: one pass that reads and writes nothing.
    let isFolded = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 && $0 &- UInt8(ascii: "A") >= 26 }
    }
    if isFolded == true { return text }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    let text = contiguous
    let folded = text.utf8.withContiguousStorageIfAvailable { bytes in
      // A letter of two bytes folds to at most four, so twice the bytes always suffice.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count + 1) { out in
        guard let (count, changed) = fold(bytes, into: out) else { return String?.none }
        return changed ? String(decoding: out[..<count], as: UTF8.self) : text
      }
    }
    return folded ?? nil
  }

  /// Writes the fold of `bytes` to `out`: how many bytes it took and whether they differ from
  /// `bytes`, or nil for text this fold does not take.
  @inlinable static func fold(
    _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>
  ) -> (count: Int, changed: Bool)? {
    var (index, count, changed) = (0, 0, false)
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        let isUpperCase = byte &- UInt8(ascii: "A") < 26
        out[count] = isUpperCase ? byte | 0x20 : byte
        changed = changed || isUpperCase
        (index, count) = (index + 1, count + 1)
      } else if byte & 0xE0 == 0xC0, index + 1 < bytes.count {
        let value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        guard latinLetters.contains(value),
          let letter = foldedLatinLetters[Int(value - latinLetters.lowerBound)]
        else { return nil }
        for folded in letter {
          out[count] = folded
          count += 1
        }
        changed = changed || letter.count != 2 || letter[0] != byte || letter[1] != bytes[index + 1]
        index += 2
      } else if byte & 0xF0 == 0xE0, index + 2 < bytes.count {
        let value =
          UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        guard ideographs.contains(value) else { return nil }
        for offset in 0..<3 { out[count + offset] = bytes[index + offset] }
        (index, count) = (index + 3, count + 3)
      } else {
        return nil
      }
    }
    return (count, changed)
  }

  /// Whether `scalar` may join the scalars around it into one character (joiners, variation
  /// selectors, Hangul jamo): such a fold is left to Foundation.
  @inlinable static func isJoining(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend || scalar.properties.isJoinControl
      || (0x1100...0x11FF).contains(scalar.value)
  }
}
