import TerminalKit
import Testing
import Views

/// Columns are counted the way a terminal draws text: per grapheme cluster, wide for CJK and
/// emoji, nothing for combining marks.
struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3),
    ("", 0),
    ("日本語", 6),  // CJK ideographs
    ("ｶﾀｶﾅ", 4),  // halfwidth katakana
    ("ＡＢ", 4),  // fullwidth Latin
    ("한국어", 6),  // Hangul syllables
    ("e\u{301}", 1),  // "é" decomposed: one cluster, the mark takes no column
    ("a\u{20DD}", 1),  // enclosing mark
    ("😀", 2),  // emoji presentation
    ("👨‍👩‍👧‍👦", 2),  // ZWJ family
    ("👍🏽", 2),  // skin tone
    ("🇯🇵", 2),  // flag
    ("1️⃣", 2),  // keycap
    ("❤️", 2),  // text-default emoji with VS16
    ("❤", 1),  // the same without: text presentation
    ("…·↑", 3),  // ambiguous width counts as narrow
    ("⇥↵␛", 3),  // the sanitizer's stand-ins
    ("कि", 2),  // Devanagari consonant and spacing vowel sign
    ("\u{600}1", 1),  // Arabic number sign, prepended to the digit it marks
  ])
  func widthIsMeasuredPerGraphemeCluster(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test func safeTextWidthIgnoresWhatTheSanitizerRemoved() {
    #expect(SafeText(untrusted: "a\u{202E}b\u{200B}c").width == 3)
  }
}
