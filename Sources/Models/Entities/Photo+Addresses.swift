extension Photo {
  /// Two texts kept in one: the first whole, then the second's bytes after the ones it shares
  /// with the start of the first. A photo's two addresses usually differ only in their last few
  /// characters (`.../600/92c952` and `.../150/92c952`), so together they take one buffer of
  /// about 50 bytes instead of two of about 40 each, with their headers.
  ///
  /// Equal pairs of texts are kept alike (the shared part is always the longest), so comparing
  /// and hashing the stored form compares and hashes the pair.
  struct Addresses: Hashable, Sendable {
    private let text: String
    private let firstLength: UInt32
    private let shared: UInt32

    init(_ first: String, _ second: String) {
      let (firstBytes, secondBytes) = (Array(first.utf8), Array(second.utf8))
      precondition(firstBytes.count < UInt32.max, "an address of 4 GiB")
      var shared = 0
      while shared < firstBytes.count, shared < secondBytes.count,
        firstBytes[shared] == secondBytes[shared]
      {
        shared += 1
      }
      // Split only where a character starts in both, so each part is whole UTF-8.
      while shared > 0,
        Self.continues(firstBytes, at: shared) || Self.continues(secondBytes, at: shared)
      {
        shared -= 1
      }
      // Made from the bytes at once: a buffer of exactly their size, not one grown to fit.
      text = String(decoding: firstBytes + secondBytes[shared...], as: UTF8.self)
      firstLength = UInt32(firstBytes.count)
      self.shared = UInt32(shared)
    }

    /// The first text, as given.
    var first: String { String(decoding: text.utf8.prefix(Int(firstLength)), as: UTF8.self) }

    /// The second text, as given.
    var second: String {
      String(decoding: text.utf8.prefix(Int(shared)), as: UTF8.self)
        + String(decoding: text.utf8.dropFirst(Int(firstLength)), as: UTF8.self)
    }

    /// Whether the byte at `index` continues a character begun before it.
    private static func continues(_ bytes: [UInt8], at index: Int) -> Bool {
      index < bytes.count && bytes[index] & 0b1100_0000 == 0b1000_0000
    }
  }
}
