import TerminalKit
import Views

/// What a sample's keys are doing besides acting at once; the bottom line shows which.
///
/// Every sample's keys share it: `/` types a search, `:` types a line command, `?` shows the
/// keys. The text typed is the person's, so it is shown through `SafeText` like any other
/// untrusted text.
enum KeyMode: Hashable {
  /// Keys act at once.
  case browsing
  /// Typing a search after `/`: each key re-queries.
  case searching(String)
  /// Typing a command after `:`, sent on Enter.
  case prompting(String)
  /// The keys overlay, closed by any key.
  case showingKeys

  /// The most characters a search or a command line holds: more than any command needs, and
  /// few enough that a huge paste costs one short search rather than minutes of them.
  static let longestText = 1000

  /// Whether keys now type into a field (after `/` or `:`), so a run of characters that arrived
  /// together can be typed at once, as ``Key/text(_:)``.
  var takesText: Bool {
    switch self {
    case .searching, .prompting: true
    case .browsing, .showingKeys: false
    }
  }

  /// `text` edited by `key`: characters added (up to ``longestText``; the rest is dropped), or
  /// the last one taken away by Backspace; nil for a key that does not edit.
  static func edited(_ text: String, by key: Key) -> String? {
    switch key {
    case .backspace: String(text.dropLast())
    case .character(let character): String((text + String(character)).prefix(longestText))
    case .text(let typed): String((text + typed).prefix(longestText))
    default: nil
    }
  }

  /// Handles `key` while prompting with `text` typed: the line to send once Enter is pressed,
  /// nil otherwise. Escape, or Backspace on nothing, closes the prompt.
  mutating func prompt(_ key: Key, _ text: String) -> String? {
    switch key {
    case .enter:
      self = .browsing
      return text
    case .escape:
      self = .browsing
    case .backspace where text.isEmpty:
      self = .browsing
    default:
      if let edited = Self.edited(text, by: key) { self = .prompting(edited) }
    }
    return nil
  }

  /// What a key typed during a search asks of the list.
  enum SearchStep: Hashable {
    /// Search for this text now (empty: clear the search).
    case query(String)
    /// Move the cursor: arrows still browse while the search line is open.
    case move(Key)
    /// Nothing for the list to do.
    case none
  }

  /// Handles `key` while searching with `text` typed: a character or Backspace re-queries,
  /// Enter keeps the search and closes the line, Escape clears it and closes the line.
  mutating func search(_ key: Key, _ text: String) -> SearchStep {
    switch key {
    case .enter:
      self = .browsing
    case .escape:
      self = .browsing
      return .query("")
    case .backspace where text.isEmpty:
      self = .browsing
    case .up, .down, .pageUp, .pageDown, .home, .end:
      return .move(key)
    default:
      guard let edited = Self.edited(text, by: key) else { break }
      self = .searching(edited)
      return .query(edited)
    }
    return .none
  }

  /// The bottom line: the text being typed, with a caret, or else `hints` then `kept`, the
  /// way out, which stays at any width: a screen's hints too long are cut in the middle of the
  /// line, never at its end. A field that is full says so, since the keys typed into it from
  /// then on are dropped.
  func bottomLine(hints: SafeText, keeping kept: SafeText, width: Int) -> Line {
    switch self {
    case .searching(let text): Self.field("/", text, width: width)
    case .prompting(let text): Self.field(":", text, width: width)
    case .browsing, .showingKeys:
      Line(hints.truncated(toWidth: max(1, width - kept.width)) + kept, style: .secondary)
    }
  }

  private static func field(_ sign: SafeText, _ text: String, width: Int) -> Line {
    guard text.count >= longestText else {
      return Line("\(sign)\(SafeText.fitting(untrusted: text, toWidth: width))▏")
    }
    let full: SafeText = " full: \(longestText) characters at most"
    let room = max(1, width - sign.width - 1 - full.width)
    return Line("\(sign)\(SafeText.fitting(untrusted: text, toWidth: room))▏\(full)")
  }
}

extension Frame {
  /// This frame's lines with the cursor's row marked (`lineIndex` counts from the frame's
  /// first line) and the last line, the views' command reminder, replaced by `bottom`.
  func keyed(cursorAt lineIndex: Int?, bottom: Line, on screen: Screen) -> Frame {
    var lines = self.lines
    // The reminder is the last line; a cursor's row is never it.
    if let lineIndex, lineIndex < lines.count - 1 {
      lines[lineIndex] = CursorLine.marking(lines[lineIndex], width: screen.width, on: screen)
    }
    if !lines.isEmpty { lines[lines.count - 1] = bottom }
    return Frame(lines, on: screen)
  }
}
