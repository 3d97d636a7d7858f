import DataEngine

extension Photo {
  /// Whether `text` is an address in the plain shape nearly every photo's has, `http` or `https`,
  /// `://`, a host of lower-case letters, digits, dots and dashes, then path segments of letters,
  /// digits and `-._~` (none of them `.` or `..`): text that `URL(string:)` takes and gives back
  /// exactly as it is, so a photo can keep it without parsing it, which would cost a quarter of
  /// decoding the photo. Any other address is parsed, as before.
  static func isPlainAddress(_ text: String) -> Bool { text.withUTF8Bytes(isPlainAddress) }

  private static func isPlainAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    for byte in "http".utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "s") { index += 1 }
    for byte in "://".utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    let host = index
    while index < bytes.count, isHostByte(bytes[index]) { index += 1 }
    // The host starts with a letter or a digit.
    guard index > host, isAlphanumeric(bytes[host]) else { return false }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "/") else { return false }
      index += 1
      let segment = index
      while index < bytes.count, isSegmentByte(bytes[index]) { index += 1 }
      let length = index - segment
      if length > 0, length <= 2, bytes[segment..<index].allSatisfy({ $0 == UInt8(ascii: ".") }) {
        return false
      }
    }
    return true
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHostByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  private static func isSegmentByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "~")
  }
}
