import Foundation

/// Addresses read from text a server or a file supplied, kept as the text a `URL` made from them
/// writes (its `absoluteString`), checked in the same step.
///
/// Why text rather than a `URL`: a list of 200,000 photos holds two addresses each, and a held
/// `URL` is much larger than its text. Why not always parse: nearly every address a
/// server sends is plain (`http` or `https`, `://`, a host of lower-case letters, digits, dots
/// and dashes, then path segments of letters, digits and `-._~`, none of them `.` or `..`), which
/// `URL(string:)` takes and gives back exactly as it is; parsing it anyway cost a quarter of
/// decoding a photo, and left a `URL` behind to free. Any other address is parsed, as before.
///
/// ```swift
/// URLText.checked("https://x/a b")  // "https://x/a%20b"
/// URLText.checked("")  // nil: no URL
/// ```
public enum URLText {
  /// The text a `URL` made from `text` writes, or nil when `text` is no URL. Plain text is given
  /// back as it is, sharing its storage.
  public static func checked(_ text: String) -> String? {
    if text.utf8.withContiguousStorageIfAvailable(isPlain) == true { return text }
    guard let url = URL(string: text) else { return nil }
    let written = url.absoluteString
    // Byte for byte, not `==`: a canonically equal text in other bytes is another address.
    return written.utf8.elementsEqual(text.utf8) ? text : written
  }

  private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

extension KeyedDecodingContainer {
  /// The text of the `URL` field at `key`, as ``URLText/checked(_:)`` keeps it: text that is no
  /// URL is refused at its field, as a `URL` field is.
  public func decodeURLText(forKey key: Key) throws -> String {
    let text = try decode(String.self, forKey: key)
    guard let checked = URLText.checked(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "Invalid URL string.")
    }
    return checked
  }
}
