/// A paste being read: the bytes between a terminal's `ESC [ 200 ~` and `ESC [ 201 ~`.
///
/// A terminal in bracketed-paste mode (`ESC [ ? 2004 h`, which ``RawTerminal`` asks for) wraps
/// whatever is pasted in those two markers, so a paste is told apart from typing: its newlines,
/// tabs and escapes are text, not keys. The bytes between are untrusted like any others; the
/// collector keeps at most ``longest`` of them, however long the paste, and watches for the end
/// marker across reads, holding back the few bytes that may be its start.
///
/// Pasted text may hold the end marker itself (copied from a terminal's log, or written to
/// trick), and a terminal sends it unchanged: a paste of `x`, `ESC [ 201 ~` and `ddddd` arrives
/// as `ESC[200~ x ESC[201~ ddddd ESC[201~`, and taken at its first marker, its five `d`s would
/// act as keys. So the bytes that follow an end marker at once are held (``afterEnd``): a
/// terminal sends a paste in one go, and nobody types within an instant of one. A second end
/// marker with no start marker before it makes the first marker, and them, part of the paste;
/// a pause (the decoder's Escape timeout) or a start marker makes them keys after all.
///
/// ```swift
/// var paste = BracketedPaste()
/// for byte in Array("a\nb\u{1B}[201~".utf8) { _ = paste.take(byte) }
/// paste.isEnded  // true: unless more bytes follow at once and end in a second end marker
/// paste.text     // "a b"
/// ```
struct BracketedPaste {
  /// What a terminal sends before a paste.
  static let start: [UInt8] = Array("\u{1B}[200~".utf8)
  /// What a terminal sends after a paste.
  static let end: [UInt8] = Array("\u{1B}[201~".utf8)
  /// The most bytes of one paste kept: far more than any field holds (a field keeps 1,000
  /// characters), few enough that a paste of megabytes costs nothing to hold.
  static let longest = 64 * 1024

  /// The paste's bytes so far, up to ``longest``.
  private var bytes: [UInt8] = []
  /// How many bytes of ``end`` the last bytes taken match: held back until it is clear whether
  /// they end the paste or are part of it.
  private var matched = 0

  /// An empty paste, begun.
  init() {}

  /// The bytes that came at once after the last end marker, nil while none has come: held
  /// until a pause says they are keys, or a second end marker says they are pasted text.
  private(set) var afterEnd: [UInt8]?

  /// Whether an end marker has come, with nothing after it that says it was pasted text.
  var isEnded: Bool { afterEnd != nil }

  /// Takes the paste's next byte; true once the bytes after its end marker begin another paste
  /// (they end with ``start``): this paste is then whole, and ``afterEnd`` is what was typed
  /// between the two, then the start marker.
  mutating func take(_ byte: UInt8) -> Bool {
    guard var after = afterEnd else {
      takeInside(byte)
      return false
    }
    after.append(byte)
    afterEnd = after
    if after.ends(with: Self.start) { return true }
    if after.ends(with: Self.end) || after.count > Self.longest {
      // The end marker before was pasted text (or more came at once than anyone types): the
      // paste goes on, with that marker and the bytes after it as its text.
      afterEnd = nil
      keep(Self.end)
      for byte in after { takeInside(byte) }
    }
    return false
  }

  /// Takes a byte of the paste's text, or of its end marker.
  private mutating func takeInside(_ byte: UInt8) {
    if byte == Self.end[matched] {
      matched += 1
      if matched == Self.end.count {
        matched = 0
        afterEnd = []
      }
      return
    }
    // Not the marker after all: what was held back is text, and this byte may start a marker.
    flushHeldBack()
    if byte == Self.end[0] {
      matched = 1
    } else {
      keep(CollectionOfOne(byte))
    }
  }

  /// The paste as one line of plain text, for a field: CR LF, CR, LF and tab become a space,
  /// other control characters (Escape among them) and invalid UTF-8 are dropped. Bytes held
  /// back as a possible end marker are dropped too: ``isEnded`` says when the marker is whole,
  /// and a paste cut short (the terminal stopped sending) ends where its bytes stopped. The
  /// bytes held after an end marker are not in it.
  var text: String {
    var text = ""
    var afterCarriageReturn = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0A where afterCarriageReturn: continue  // CR LF is one line break, one space
      case 0x09, 0x0A, 0x0D: text.unicodeScalars.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFD: continue
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private mutating func flushHeldBack() {
    keep(Self.end[..<matched])
    matched = 0
  }

  private mutating func keep(_ more: some Collection<UInt8>) {
    bytes.append(contentsOf: more.prefix(Self.longest - bytes.count))
  }
}

extension Array where Element == UInt8 {
  /// Whether the last bytes are `marker`.
  fileprivate func ends(with marker: [UInt8]) -> Bool {
    count >= marker.count && suffix(marker.count).elementsEqual(marker)
  }
}
