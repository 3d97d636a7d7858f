/// What a terminal would show after the bytes a full-screen sample wrote: just enough of a
/// terminal emulator to read its frames.
///
/// It understands what the front end sends (cursor to a line, erase a line or the screen,
/// styles, the alternate screen and cursor modes) and keeps each line as text. Every line is
/// written from its first column, so positions within a line need no tracking.
struct TerminalScreen {
  /// The lines, top to bottom, as UTF-8 bytes.
  private var rows: [[UInt8]] = []
  private var line = 0
  /// Bytes of a control sequence not complete yet.
  private var sequence: [UInt8]?
  /// Whether the alternate screen is on.
  private(set) var isAlternate = false
  /// Whether the text cursor is hidden.
  private(set) var hidesCursor = false
  /// How many bytes have been received.
  private(set) var byteCount = 0
  /// How many times the alternate screen was left for the shell's (a suspend, an exit).
  private(set) var mainScreenReturns = 0
  /// How many times the alternate screen was switched on (a start, a resume).
  private(set) var alternateScreenEntries = 0
  /// Whether pastes are marked as pastes (bracketed paste mode is on).
  private(set) var bracketsPastes = false

  /// The lines as text, trailing blank lines dropped.
  var lines: [String] {
    var lines = rows.map { String(decoding: $0, as: UTF8.self) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The whole screen as text.
  var text: String { lines.joined(separator: "\n") }

  /// Takes in the bytes the sample wrote.
  mutating func receive(_ bytes: [UInt8]) {
    byteCount += bytes.count
    for byte in bytes {
      if var sequence {
        sequence.append(byte)
        self.sequence = sequence
        if sequence.count > 2, (0x40...0x7E).contains(byte) { perform(sequence) }
        continue
      }
      switch byte {
      case 0x1B: sequence = [byte]
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "\r"): break
      default: write(byte)
      }
    }
  }

  private mutating func write(_ byte: UInt8) {
    while rows.count <= line { rows.append([]) }
    rows[line].append(byte)
  }

  /// Carries out a complete `ESC [ … final` sequence.
  private mutating func perform(_ sequence: [UInt8]) {
    self.sequence = nil
    guard sequence[1] == UInt8(ascii: "[") else { return }
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    switch (body, sequence.last) {
    case (_, UInt8(ascii: "H")):
      line = (Int(body.split(separator: ";").first ?? "1") ?? 1) - 1
    case ("2", UInt8(ascii: "K")):
      if line < rows.count { rows[line] = [] }
    case ("2", UInt8(ascii: "J")):
      rows = []
    case ("?1049", UInt8(ascii: "h")):
      isAlternate = true
      alternateScreenEntries += 1
    case ("?2004", UInt8(ascii: "h")): bracketsPastes = true
    case ("?2004", UInt8(ascii: "l")): bracketsPastes = false
    case ("?1049", UInt8(ascii: "l")):
      isAlternate = false
      mainScreenReturns += 1
    case ("?25", UInt8(ascii: "l")): hidesCursor = true
    case ("?25", UInt8(ascii: "h")): hidesCursor = false
    default: break  // styles and anything else change no text
    }
  }
}
