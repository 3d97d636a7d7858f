import Essentials

/// The rules that turn untrusted text into `SafeText`, one grapheme cluster at a time: the
/// UI-neutral rules of `OneLineText` (Essentials), behind the terminal's fast path for
/// printable ASCII, most of what a frame holds.
///
/// Per cluster, because whether a joiner is part of an emoji, or a mark has a letter to sit on,
/// depends on the cluster it is in; stateless, so cleaning can stop early (`fitting`).
///
/// The fast path is inlinable, as `DisplayWidth`'s is, so a view cleaning a title runs it
/// without a call into this module for each character; the rules stay out of line.
public enum Sanitizer {
  /// Cleans a whole string.
  @inlinable
  public static func clean(_ untrusted: String) -> String {
    if untrusted.utf8.allSatisfy(DisplayWidth.isPrintableASCII) { return untrusted }
    var clean = ""
    clean.reserveCapacity(untrusted.utf8.count)
    for character in untrusted { clean += self.clean(character) }
    return clean
  }

  /// The safe form of one grapheme cluster: itself, a visible stand-in, or nothing.
  @inlinable
  public static func clean(_ character: Character) -> String {
    DisplayWidth.isPrintableASCII(character) ? String(character) : byRules(character)
  }

  /// The safe form of `character` by the rules, for everything but printable ASCII (which is
  /// clean as it is): what ``clean(_:)-(Character)`` answers otherwise.
  public static func byRules(_ character: Character) -> String { OneLineText.clean(character) }

  /// Whether `scalar` is a combining mark, which draws on the character before it.
  package static func isMark(_ scalar: Unicode.Scalar) -> Bool { OneLineText.isMark(scalar) }
}
