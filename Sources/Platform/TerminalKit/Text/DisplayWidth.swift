/// How many terminal columns text takes, measured per grapheme cluster.
///
/// A cluster is 0 columns when it is only a combining mark or an invisible character, 2 when it
/// is East Asian Wide or Fullwidth (CJK, kana, Hangul, fullwidth forms) or an emoji drawn as a
/// picture (emoji presentation, or any emoji with U+FE0F: keycaps, flags, ZWJ families), and 1
/// otherwise, plus 1 for each spacing mark (an Indic vowel sign takes its own column). *Ambiguous*
/// characters (`…`, `·`, `↑`) count as 1, as terminals outside East Asian locales draw them.
///
/// The measures and the printable-ASCII checks are inlinable: a view measures every span of a
/// frame, mostly plain ASCII, and called across the module boundary the generic `of(_:)` ran
/// unspecialised, through `StringProtocol`'s witness tables for every byte. Inlining them took
/// `render.list-frame` from 0.48 to 0.39 ms (release, side by side); the Unicode lookups stay
/// out of line.
public enum DisplayWidth {
  /// The columns one grapheme cluster takes: 0, 1 or 2 (more only for Indic spacing marks).
  @inlinable
  public static func of(_ character: Character) -> Int {
    isPrintableASCII(character) ? 1 : byProperties(character)
  }

  /// The columns `character` takes by the rules above, read from its Unicode properties: what
  /// ``of(_:)-(Character)`` answers for everything but printable ASCII.
  @usableFromInline
  package static func byProperties(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    // A few format characters (Arabic number signs) come before the character they apply to;
    // the first one that is not a format character decides the width.
    guard let base = scalars.first(where: { $0.properties.generalCategory != .format }) else {
      return 0
    }
    let properties = base.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control: return 0
    default: break
    }
    // Hangul medial vowels and final consonants join the syllable before them.
    if (0x1160...0x11FF).contains(base.value) { return 0 }
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    // Spacing marks (the vowel signs of Indic scripts) take a column each, as terminals draw them.
    let afterBase = scalars.drop { $0 != base }.dropFirst()
    let spacingMarks = afterBase.count { $0.properties.generalCategory == .spacingMark }
    return (isWide(base) ? 2 : 1) + spacingMarks
  }

  /// The columns a string takes: the sum over its grapheme clusters.
  @inlinable
  public static func of<Text: StringProtocol>(_ text: Text) -> Int {
    if text.utf8.allSatisfy(isPrintableASCII) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns `text` takes if at most `limit`; otherwise some larger number, found without
  /// reading past the cluster that goes over, so measuring a megabyte-long line against a
  /// screen's width costs what measuring a short one does.
  ///
  /// A frame measures each of its lines this way to cut it; counting printable ASCII a byte at
  /// a time instead of a cluster at a time took `render.list-frame` from 0.39 to 0.34 ms.
  @inlinable
  public static func of<Text: StringProtocol>(_ text: Text, upTo limit: Int) -> Int {
    // Each printable ASCII byte is a column and a cluster of its own, except that a mark after
    // the last may join it (still at least a column), so counting bytes is exact while they
    // last, and enough once past the limit.
    var used = 0
    for byte in text.utf8 {
      guard used <= limit else { break }
      guard isPrintableASCII(byte) else { return clusters(of: text, upTo: limit) }
      used += 1
    }
    return used
  }

  /// ``of(_:upTo:)`` a cluster at a time, for text that is not all printable ASCII.
  @inlinable
  static func clusters<Text: StringProtocol>(of text: Text, upTo limit: Int) -> Int {
    var used = 0
    for character in text {
      guard used <= limit else { break }
      used += of(character)
    }
    return used
  }

  /// Whether `byte` is printable ASCII: a character of its own, one column wide, needing no
  /// cleaning. Most text is, so checking this first skips the Unicode property lookups.
  @inlinable
  package static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

  /// Whether `character` is one printable ASCII byte.
  @inlinable
  package static func isPrintableASCII(_ character: Character) -> Bool {
    let utf8 = character.utf8
    return utf8.count == 1 && isPrintableASCII(utf8[utf8.startIndex])
  }

  /// Whether `scalar` is East Asian Wide or Fullwidth: inside one of ``wideRanges``, which are
  /// few enough to scan (and only text that is not plain ASCII is measured here).
  package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    wideRanges.contains { $0.contains(scalar.value) }
  }

  /// The East Asian Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt, in
  /// ascending order; emoji are left to `isEmojiPresentation`. Unassigned code points in the CJK
  /// planes count as wide, as a terminal will most likely draw newer characters there.
  package static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo leading consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi syllables and radicals
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth ASCII variants
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols and punctuation
    0x17000...0x18DFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplements and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // Supplementary Ideographic Plane
    0x30000...0x3FFFD,  // Tertiary Ideographic Plane
  ]
}
