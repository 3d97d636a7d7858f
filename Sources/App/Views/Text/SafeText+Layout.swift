import TerminalKit

extension SafeText {
  /// The ellipsis that marks truncated text: one column wide.
  public static let ellipsis: SafeText = "…"

  /// The columns this text takes on a terminal.
  public var width: Int { DisplayWidth.of(string) }

  /// The columns this text takes if at most `limit`; otherwise some larger number, found
  /// without measuring the rest.
  public func width(upTo limit: Int) -> Int { DisplayWidth.of(string, upTo: limit) }

  /// This text cut to at most `width` columns, ending in `…` when anything was cut; cuts fall
  /// between grapheme clusters, so a wide character straddling the limit leaves a column short.
  public func truncated(toWidth width: Int) -> SafeText { Self.truncate(string, toWidth: width) }

  /// This text followed by spaces up to `width` columns; unchanged if already as wide.
  public func padded(toWidth width: Int) -> SafeText {
    let missing = width - self.width
    return missing > 0 ? SafeText(sanitized: string + String(repeating: " ", count: missing)) : self
  }

  /// This text truncated and padded to exactly `width` columns (none when `width` is negative).
  public func fitted(toWidth width: Int) -> SafeText {
    truncated(toWidth: width).padded(toWidth: width)
  }

  /// `SafeText(untrusted:).truncated(toWidth:)`, but cleaning stops after the columns it can
  /// show: a row costs the same for a ten-character title and a ten-megabyte one.
  public static func fitting(untrusted: String, toWidth width: Int) -> SafeText {
    truncate(untrusted.lazy.map(Sanitizer.clean).joined(), toWidth: width)
  }

  /// Lines of at most `width` columns, broken at spaces where possible (`WrappedLines`): at
  /// least one, at most `maximumLines`, the last ending in `…` when text was left out.
  ///
  /// Lines are made only as far as `maximumLines` and one more (to know whether text was left
  /// out), so the cost follows the lines shown, not the length of the text.
  public func wrapped(toWidth width: Int, maximumLines: Int = .max) -> [SafeText] {
    let limit = max(1, maximumLines)
    var lines = WrappedLines(self, width: width)
    var kept: [SafeText] = []
    while kept.count < limit, let line = lines.next() { kept.append(line) }
    guard lines.next() != nil else { return kept }
    let last = kept[kept.count - 1]
    kept[kept.count - 1] =
      last.width < width ? last + Self.ellipsis : last.cutWithEllipsis(toWidth: width)
    return kept
  }

  /// The longest prefix that leaves one column free, then `…`: for text known to go on past
  /// `width`, such as a span with more spans after it.
  func cutWithEllipsis(toWidth width: Int) -> SafeText {
    guard width > 0 else { return .empty }
    return SafeText(sanitized: Self.prefix(string, columns: width - 1).kept + Self.ellipsis.string)
  }

  /// `characters` if they fit in `width` columns; otherwise as many as leave room for `…`.
  private static func truncate<Characters: Sequence<Character>>(
    _ characters: Characters, toWidth width: Int
  ) -> SafeText {
    guard width > 0 else { return .empty }
    let (kept, isCut) = prefix(characters, columns: width)
    return isCut
      ? SafeText(sanitized: kept).cutWithEllipsis(toWidth: width) : SafeText(sanitized: kept)
  }

  /// The clusters of `characters` that fit in `columns`, and whether any were left out; reads
  /// no further than the first that does not fit.
  private static func prefix<Characters: Sequence<Character>>(
    _ characters: Characters, columns: Int
  ) -> (kept: String, isCut: Bool) {
    var kept = ""
    var used = 0
    for character in characters {
      used += DisplayWidth.of(character)
      guard used <= columns else { return (kept, true) }
      kept.append(character)
    }
    return (kept, false)
  }
}
