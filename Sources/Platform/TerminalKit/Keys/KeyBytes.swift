/// What a terminal's bytes mean, one key at a time: the grammar ``KeyDecoder`` reads with.
///
/// Control sequences follow ECMA-48: `ESC [`, parameter bytes (`0`–`?`), intermediate bytes
/// (space–`/`), one final byte (`@`–`~`). `ESC O` and one byte is the form some terminals use
/// for arrows in "application" mode. Everything else is a control byte or UTF-8.
package enum KeyBytes {
  /// What the bytes at the front of some input are.
  package enum Parse: Equatable {
    /// The first `length` bytes are one whole unit: a key, or nil for one that means nothing
    /// here (an unknown sequence, a stray byte, invalid UTF-8).
    case complete(Key?, length: Int)
    /// A key has begun but its bytes have not all arrived.
    case incomplete
    /// The first `length` bytes are `ESC [ 200 ~`: what follows is pasted text, up to
    /// `ESC [ 201 ~` (``BracketedPaste``).
    case pasteBegins(length: Int)
  }

  package static let escape: UInt8 = 0x1B

  /// Parses the unit at the front of `bytes`, which is not empty.
  package static func parse(_ bytes: ArraySlice<UInt8>) -> Parse {
    let first = bytes[bytes.startIndex]
    switch first {
    case escape: return escapeSequence(bytes.dropFirst())
    case 0x0D, 0x0A: return .complete(.enter, length: 1)
    case 0x7F, 0x08: return .complete(.backspace, length: 1)
    case 0x09: return .complete(.tab, length: 1)
    case 0x03: return .complete(.interrupt, length: 1)
    case 0x1A: return .complete(.suspend, length: 1)
    case 0x20...0x7E: return .complete(.character(Character(UnicodeScalar(first))), length: 1)
    case 0x00...0x1F: return .complete(nil, length: 1)
    default: return utf8(bytes)
    }
  }

  /// The unit after an `ESC` (`rest` is what follows it).
  private static func escapeSequence(_ rest: ArraySlice<UInt8>) -> Parse {
    guard let introducer = rest.first else { return .incomplete }
    switch introducer {
    case UInt8(ascii: "["): return controlSequence(rest.dropFirst())
    case UInt8(ascii: "O"):
      guard let final = rest.dropFirst().first else { return .incomplete }
      guard (0x40...0x7E).contains(final) else { return .complete(nil, length: 2) }
      return .complete(cursorKey(final), length: 3)
    default:
      // Escape, then another key (Alt held, or typed fast): the Escape is a key of its own, and
      // what follows is read afresh.
      return .complete(.escape, length: 1)
    }
  }

  /// The unit after `ESC [`: parameters, intermediates and a final byte.
  private static func controlSequence(_ body: ArraySlice<UInt8>) -> Parse {
    for index in body.indices {
      let byte = body[index]
      let length = 2 + body.distance(from: body.startIndex, to: index)
      switch byte {
      case 0x20...0x3F: continue
      case 0x40...0x7E:
        if body[...index].elementsEqual(BracketedPaste.start.dropFirst(2)) {
          return .pasteBegins(length: length + 1)
        }
        return .complete(controlKey(final: byte, body[..<index]), length: length + 1)
      default:
        // Not part of any sequence: drop what came before it, read it afresh.
        return .complete(nil, length: length)
      }
    }
    return .incomplete
  }

  /// The key of a complete `ESC [ parameters final` sequence; modifiers (`1;5A`) are ignored.
  private static func controlKey(final: UInt8, _ parameters: ArraySlice<UInt8>) -> Key? {
    guard final == UInt8(ascii: "~") else { return cursorKey(final) }
    let first = parameters.prefix { $0 != UInt8(ascii: ";") }
    switch String(decoding: first, as: UTF8.self) {
    case "1", "7": return .home
    case "4", "8": return .end
    case "5": return .pageUp
    case "6": return .pageDown
    default: return nil
    }
  }

  /// The key a cursor-key final byte stands for, in both `ESC [` and `ESC O` forms.
  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  /// One UTF-8 encoded character; invalid bytes are dropped one unit at a time.
  private static func utf8(_ bytes: ArraySlice<UInt8>) -> Parse {
    let length: Int
    switch bytes[bytes.startIndex] {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .complete(nil, length: 1)  // a stray continuation or a byte UTF-8 never uses
    }
    for (offset, byte) in bytes.dropFirst().prefix(length - 1).enumerated()
    where !(0x80...0xBF).contains(byte) {
      return .complete(nil, length: offset + 1)  // cut short: drop the start, read the rest
    }
    guard bytes.count >= length else { return .incomplete }
    // Overlong forms and surrogates pass the checks above; the standard library refuses them.
    guard let text = String(validating: bytes.prefix(length), as: UTF8.self),
      let scalar = text.unicodeScalars.first,
      !(0x80...0x9F).contains(scalar.value)  // C1 controls: not something anyone typed
    else { return .complete(nil, length: length) }
    return .complete(.character(Character(scalar)), length: length)
  }
}
