import Foundation

/// Text folded once for case- and diacritic-insensitive matching: folding is the expensive part
/// of a search, so a list folds each title when it arrives and only the term on a keystroke.
public struct FoldedText: Hashable, Sendable, Comparable {
  /// The folded form: lower case, accents removed.
  public let value: String

  /// Folds `text` for matching. Text that folding leaves as it is (most titles: lower-case
  /// ASCII) is kept as it came, so the folded form shares its storage instead of holding a copy.
  ///
  /// ASCII text, most of what a list holds, is folded here byte by byte (its only folding is
  /// upper case to lower), and text of ASCII, accented Latin letters and ideographs letter by
  /// letter (``foldingLetters(_:)``); both many times faster than Foundation's fold, which
  /// other text takes.
  public init(_ text: String) {
    if let ascii = Self.foldingASCII(text) {
      value = ascii
      return
    }
    let folded =
      Self.foldingLetters(text)
      ?? text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    // Byte for byte, not `==`: a canonically equal string in other bytes would match differently.
    value = folded.hasSameUTF8(as: text) ? text : folded
  }

  /// `text` folded, when it is all ASCII: itself when it holds no upper-case letter, else a copy
  /// with each lowered; nil when it holds any other character.
  private static func foldingASCII(_ text: String) -> String? {
    var contiguous = text
    contiguous.makeContiguousUTF8()
    let text = contiguous
    let folded = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var hasUpperCase = false
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if isUpperCase(byte) { hasUpperCase = true }
      }
      guard hasUpperCase else { return text }
      return String(unsafeUninitializedCapacity: bytes.count) { lowered in
        for index in bytes.indices {
          let byte = bytes[index]
          lowered[index] = isUpperCase(byte) ? byte | 0x20 : byte
        }
        return bytes.count
      }
    }
    return folded ?? nil
  }

  /// Whether `byte` is an ASCII capital letter, A to Z.
  private static func isUpperCase(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }

  /// Whether this text contains `term` (an empty term is in everything). Compares UTF-8 bytes,
  /// six times faster than `String.contains`; both sides are folded alike, so bytes match where
  /// the letters do.
  public func contains(_ term: FoldedText) -> Bool {
    if term.value.isEmpty { return true }
    let found = value.utf8.withContiguousStorageIfAvailable { text in
      term.value.utf8.withContiguousStorageIfAvailable { needle in
        Self.bytes(text, contain: needle)
      }
    }
    return (found ?? nil) ?? value.contains(term.value)
  }

  private static func bytes(
    _ text: UnsafeBufferPointer<UInt8>, contain needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard needle.count <= text.count, let first = needle.first else { return needle.isEmpty }
    var start = 0
    let lastStart = text.count - needle.count
    while start <= lastStart {
      if text[start] == first {
        var offset = 1
        while offset < needle.count, text[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }

  /// Orders folded texts by their folded form.
  public static func < (lhs: FoldedText, rhs: FoldedText) -> Bool { lhs.value < rhs.value }
}
