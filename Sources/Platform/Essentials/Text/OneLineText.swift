/// Untrusted text made fit for a one-line label in any UI: what a title from a server, a file
/// name or a person's typing shows as, whatever draws it (a terminal, a phone's label, a log).
///
/// Per grapheme cluster: tabs and line breaks become visible `⇥` and `↵` (a label is one
/// line); other controls become their Unicode control pictures (ESC as `␛`, so an escape
/// sequence arrives as harmless visible text) or `�`; invisible characters that reorder or hide
/// text (bidi overrides and isolates, zero-width spaces, tag characters…) are removed, except
/// the few that spell something (variation selectors, joiners inside an emoji or Indic
/// sequence); a combining mark with nothing to sit on gets a dotted circle of its own.
/// Stateless, so a caller may stop early, a cluster at a time.
///
/// It lives below every layer, so a view model, a phone app's view or the terminal's views clean
/// text the same way; the terminal's `Sanitizer` is these rules with the terminal's fast path.
///
/// ```swift
/// OneLineText.clean("\u{1B}]0;pwned\u{07}sunset")  // "␛]0;pwned␇sunset"
/// OneLineText.clean("invoice\u{202E}fdp.exe")       // "invoicefdp.exe"
/// OneLineText.clean("two\nlines")                   // "two↵lines"
/// ```
public enum OneLineText {
  /// Cleans a whole string.
  public static func clean(_ untrusted: String) -> String {
    if untrusted.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return untrusted }
    var clean = ""
    clean.reserveCapacity(untrusted.utf8.count)
    for character in untrusted { clean += self.clean(character) }
    return clean
  }

  /// What one grapheme cluster shows as: itself, a visible stand-in, or nothing.
  public static func clean(_ character: Character) -> String {
    if let ascii = character.asciiValue, (0x20...0x7E).contains(ascii) { return String(character) }
    switch character {
    case "\t": return "⇥"
    case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": return "↵"
    default: break
    }
    let scalars = Array(character.unicodeScalars)
    if scalars.count == 1, let picture = controlPicture(for: scalars[0]) { return picture }
    var kept = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() where keeps(scalar, at: index, in: scalars) {
      // Unicode makes every control a cluster of its own; this check keeps that assumption honest.
      kept.append(controlPicture(for: scalar) == nil ? scalar : "\u{FFFD}")
    }
    guard let first = kept.first else { return "" }
    // A mark that starts a cluster had nothing to attach to (text start, or after a control). On
    // screen it would fuse with whatever the view puts before it, so give it its own base, the
    // dotted circle fonts draw under a bare mark.
    return isMark(first) ? "\u{25CC}" + String(kept) : String(kept)
  }

  /// The visible stand-in for a control character, or nil for anything else.
  private static func controlPicture(for scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x00...0x1F:
      // Unicode's Control Pictures block has one symbol per C0 control, in the same order:
      // U+241B "␛" for ESC, so "\u{1B}[2J" shows as "␛[2J" and clears nothing.
      return String(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F: return "\u{2421}"  // ␡
    case 0x80...0x9F: return "\u{FFFD}"  // C1 controls have no picture of their own
    default: return nil
    }
  }

  /// Whether `scalar`, at `index` in its cluster's `scalars`, survives cleaning.
  ///
  /// Unicode's default-ignorable code points are the characters meant to be invisible. Invisible
  /// text cannot be checked by the person reading it, and some of it (bidi overrides, isolates)
  /// reorders what they see, so it goes; the exceptions are the few that legitimately shape text.
  private static func keeps(
    _ scalar: Unicode.Scalar, at index: Int, in scalars: [Unicode.Scalar]
  )
    -> Bool
  {
    if scalar.properties.isEmojiModifier {
      // A skin tone only modifies an emoji that takes one. Anywhere else it would attach to the
      // character before it on screen (even one the view put there) and draw as a separate
      // two-column swatch inside a cluster measured as one.
      return index > 0 && scalars[index - 1].properties.isEmojiModifierBase
    }
    guard scalar.properties.isDefaultIgnorableCodePoint else { return true }
    switch scalar.value {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F:
      return true  // variation selectors: choose emoji or text style, or a glyph variant
    case 0x200C:
      return true  // zero-width non-joiner: Persian and Indic spelling needs it
    case 0x200D:
      // A joiner followed by a new base inside the same cluster really joins something: an emoji
      // ZWJ sequence (👨‍👩‍👧) or an Indic conjunct. Anywhere else it joins nothing.
      guard index + 1 < scalars.count else { return false }
      let next = scalars[index + 1].properties
      return !isMark(scalars[index + 1]) && !next.isDefaultIgnorableCodePoint
        && !next.isEmojiModifier
    case 0xE0020...0xE007F:
      // Tag characters spell subdivision flags (🏴 + tags), and otherwise carry hidden text.
      return scalars.first?.value == 0x1F3F4
    default: return false
    }
  }

  /// Whether `scalar` is a combining mark, which draws on the character before it.
  package static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}
