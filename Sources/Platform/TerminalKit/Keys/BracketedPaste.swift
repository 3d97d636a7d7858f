/// A paste being read: the bytes between a terminal's `ESC [ 200 ~` and `ESC [ 201 ~`.
///
/// A terminal in bracketed-paste mode (`ESC [ ? 2004 h`, which ``RawTerminal`` asks for) wraps
/// whatever is pasted in those two markers, so a paste is told apart from typing: its newlines,
/// tabs and escapes are text, not keys. The bytes between are untrusted like any others; the
/// collector keeps at most ``longest`` of them, however long the paste, and watches for the end
/// marker across reads, holding back the few bytes that may be its start.
///
/// ```swift
/// var paste = BracketedPaste()
/// for byte in Array("a\nb\u{1B}[201~".utf8) where paste.take(byte) {
///   paste.text  // "a b"
/// }
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

  /// Takes the paste's next byte; true once `byte` completes the end marker, and then ``text``
  /// is the whole paste.
  mutating func take(_ byte: UInt8) -> Bool {
    if byte == Self.end[matched] {
      matched += 1
      return matched == Self.end.count
    }
    // Not the marker after all: what was held back is text, and this byte may start a marker.
    flushHeldBack()
    if byte == Self.end[0] {
      matched = 1
    } else {
      keep(CollectionOfOne(byte))
    }
    return false
  }

  /// The paste as one line of plain text, for a field: CR LF, CR, LF and tab become a space,
  /// other control characters (Escape among them) and invalid UTF-8 are dropped. Bytes held
  /// back as a possible end marker are dropped too: ``take(_:)`` says when the marker is whole,
  /// and a paste cut short (the terminal stopped sending) ends where its bytes stopped.
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
