extension SafeText {
  /// The ellipsis that marks truncated text: one column wide.
  public static let ellipsis: SafeText = "…"

  /// The columns this text takes on a terminal.
  public var width: Int { DisplayWidth.of(string) }

  /// This text cut to at most `width` columns, ending in `…` when anything was cut.
  ///
  /// Cuts fall between grapheme clusters, never inside one, and a wide character that would
  /// straddle the limit is dropped, so the result may be one column short; ``fitted(toWidth:)``
  /// pads it back.
  public func truncated(toWidth width: Int) -> SafeText {
    Self.truncate(string, toWidth: width)
  }

  /// This text followed by spaces up to `width` columns; unchanged if already as wide.
  public func padded(toWidth width: Int) -> SafeText {
    let missing = width - self.width
    return missing > 0 ? SafeText(sanitized: string + String(repeating: " ", count: missing)) : self
  }

  /// This text truncated and padded to exactly `width` columns (none when `width` is negative).
  public func fitted(toWidth width: Int) -> SafeText {
    truncated(toWidth: width).padded(toWidth: width)
  }

  /// Cleans only as much of `untrusted` as fits in `width` columns, then truncates it.
  ///
  /// The same as `SafeText(untrusted:).truncated(toWidth:)`, but stops reading after the columns
  /// it can show: a row costs the same for a ten-character title and a ten-megabyte one.
  public static func fitting(untrusted: String, toWidth width: Int) -> SafeText {
    truncate(untrusted.lazy.map(Sanitizer.clean).joined(), toWidth: width)
  }

  /// Lines of at most `width` columns, broken at spaces where possible.
  ///
  /// A word wider than a line is broken between grapheme clusters: after a `/` or `-` when that
  /// keeps at least half a line (so a URL breaks between its parts), anywhere otherwise (CJK text,
  /// which has no spaces). Runs of spaces collapse to one. Always returns at least one line, and
  /// at most `maximumLines`, the last ending in `…` when text was left out.
  public func wrapped(toWidth width: Int, maximumLines: Int = .max) -> [SafeText] {
    let lines = wrappedLines(toWidth: width)
    guard lines.count > max(1, maximumLines) else { return lines }
    var kept = Array(lines.prefix(max(1, maximumLines)))
    let last = kept[kept.count - 1]
    kept[kept.count - 1] =
      last.width < width ? last + Self.ellipsis : last.cutWithEllipsis(toWidth: width)
    return kept
  }

  private func wrappedLines(toWidth width: Int) -> [SafeText] {
    let width = max(1, width)
    var lines: [SafeText] = []
    var current = ""
    var currentWidth = 0
    for word in string.split(separator: " ") {
      let wordWidth = DisplayWidth.of(word)
      if !current.isEmpty, currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(SafeText(sanitized: current)) }
      var rest = word
      while DisplayWidth.of(rest) > width {
        let (line, remainder) = Self.breakWord(rest, toWidth: width)
        lines.append(SafeText(sanitized: line))
        rest = remainder
      }
      current = String(rest)
      currentWidth = DisplayWidth.of(rest)
    }
    if !current.isEmpty || lines.isEmpty { lines.append(SafeText(sanitized: current)) }
    return lines
  }

  /// The first line of a word too wide for one line, and the rest of the word.
  private static func breakWord(_ word: Substring, toWidth width: Int) -> (String, Substring) {
    var end = word.startIndex
    var used = 0
    var lastBreak: (index: String.Index, width: Int)?
    while end < word.endIndex {
      let characterWidth = DisplayWidth.of(word[end])
      guard used + characterWidth <= width else { break }
      used += characterWidth
      let isBreak = word[end] == "/" || word[end] == "-"
      end = word.index(after: end)
      if isBreak { lastBreak = (end, used) }
    }
    guard end > word.startIndex else {
      // One character wider than the whole line (CJK at width 1): show that something was there.
      return (ellipsis.string, word.dropFirst())
    }
    if let lastBreak, lastBreak.width * 2 >= width {
      end = lastBreak.index
    }
    return (String(word[..<end]), word[end...])
  }

  /// The longest prefix that leaves one column free, then `…`: for text known to go on past
  /// `width`, such as a span with more spans after it.
  func cutWithEllipsis(toWidth width: Int) -> SafeText {
    guard width > 0 else { return .empty }
    var kept = ""
    var used = 0
    for character in string {
      let characterWidth = DisplayWidth.of(character)
      guard used + characterWidth <= width - 1 else { break }
      kept.append(character)
      used += characterWidth
    }
    return SafeText(sanitized: kept + Self.ellipsis.string)
  }

  /// Keeps clusters of `characters` while they fit; on overflow, backs up to leave room for `…`.
  private static func truncate<Characters: Sequence<Character>>(
    _ characters: Characters, toWidth width: Int
  ) -> SafeText {
    guard width > 0 else { return .empty }
    var kept = ""
    var used = 0
    // Where the ellipsis goes if the text turns out too wide: the end of the longest prefix that
    // leaves one column free.
    var ellipsisAt: String.Index?
    for character in characters {
      let characterWidth = DisplayWidth.of(character)
      if ellipsisAt == nil, used + characterWidth > width - 1 {
        ellipsisAt = kept.endIndex
      }
      guard used + characterWidth <= width else {
        return SafeText(sanitized: kept[..<(ellipsisAt ?? kept.endIndex)] + ellipsis.string)
      }
      kept.append(character)
      used += characterWidth
    }
    return SafeText(sanitized: kept)
  }
}
