import TerminalKit

/// A text's lines at a width, made one at a time as they are asked for.
///
/// Each line reads only the characters it holds (and one word more, to see that it does not
/// fit), so taking the first two lines of a megabyte costs what two lines of a sentence cost.
/// Runs of spaces collapse to one.
struct WrappedLines: Sequence, IteratorProtocol {
  /// The text not yet placed on a line.
  private var rest: Substring
  private let width: Int
  private var hasMadeALine = false

  /// Lines of `text` at most `width` columns wide (at least 1).
  init(_ text: SafeText, width: Int) {
    rest = text.string[...]
    self.width = Swift.max(1, width)
  }

  /// How many UTF-8 bytes are still unread: tests check that wrapping stops early.
  var unreadByteCount: Int { rest.utf8.count }

  /// The next line; an empty text has one empty line.
  mutating func next() -> SafeText? {
    var line = ""
    var used = 0
    while true {
      rest = rest.drop { $0 == " " }  // runs of spaces collapse: a line break replaces them
      guard !rest.isEmpty else { break }
      guard let (end, wordWidth) = Self.word(in: rest, fittingIn: width) else {
        // A word wider than a line starts a line of its own and is broken over several.
        guard line.isEmpty else { break }
        let (piece, remainder) = Self.breakWord(rest, toWidth: width)
        rest = remainder
        hasMadeALine = true
        return SafeText(sanitized: piece)
      }
      if line.isEmpty {
        line = String(rest[..<end])
        used = wordWidth
      } else if used + 1 + wordWidth <= width {
        line += " " + rest[..<end]
        used += 1 + wordWidth
      } else {
        break
      }
      rest = rest[end...]
    }
    guard !line.isEmpty || !hasMadeALine else { return nil }
    hasMadeALine = true
    return SafeText(sanitized: line)
  }

  /// Where the word starting `text` ends, and its width; nil as soon as it proves wider than
  /// `width`, without reading the rest of it.
  private static func word(
    in text: Substring, fittingIn width: Int
  ) -> (end: String.Index, width: Int)? {
    var used = 0
    var end = text.startIndex
    while end < text.endIndex, text[end] != " " {
      used += DisplayWidth.of(text[end])
      guard used <= width else { return nil }
      end = text.index(after: end)
    }
    return (end, used)
  }

  /// The first line of a word too wide for one line, and the rest of the text: broken after a
  /// `/` or `-` when that keeps at least half a line (a URL breaks between its parts), anywhere
  /// otherwise (CJK text has no spaces).
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
      return (SafeText.ellipsis.string, word.dropFirst())
    }
    if let lastBreak, lastBreak.width * 2 >= width { end = lastBreak.index }
    return (String(word[..<end]), word[end...])
  }
}
