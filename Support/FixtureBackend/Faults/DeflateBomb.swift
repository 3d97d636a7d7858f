/// A small `Content-Encoding: deflate` body that decodes to a huge JSON array of spaces, for
/// the `deflate-bomb` fault: what a hostile server sends to exhaust a client's memory.
///
/// The stream is zlib-wrapped deflate (RFC 1950/1951) with one fixed-Huffman block: `[`, one
/// space, then back-references "copy 258 bytes from 1 back" (13 bits each, so about 160 decoded
/// bytes per byte sent), the spaces left over as literals, `]`, and the Adler-32 of the decoded
/// bytes, computed in closed form because every byte between the brackets is the same.
struct DeflateBomb: Sequence {
  /// How many bytes the body decodes to; at least 2 (`[]`).
  let decodedSize: Int

  /// The encoded body in pieces of about `sliceSize` bytes, so a server can stream it without
  /// ever holding it whole and stop as soon as the client goes away.
  func makeIterator() -> AnyIterator<[UInt8]> {
    let spaces = Swift.max(0, decodedSize - 2)
    var copiesLeft = spaces > 0 ? (spaces - 1) / 258 : 0
    let literalSpaces = spaces - copiesLeft * 258
    var bits = BitWriter()
    // zlib header: deflate, 32 KiB window, no dictionary, check bits making it % 31 == 0.
    bits.bytes = [0x78, 0x01]
    bits.write(0b1, count: 1)  // the final block
    bits.write(0b01, count: 2)  // fixed Huffman codes
    bits.literal(UInt8(ascii: "["))
    if literalSpaces > 0 { bits.literal(UInt8(ascii: " ")) }  // what the copies repeat
    var finished = false
    return AnyIterator {
      guard !finished else { return nil }
      let count = Swift.min(copiesLeft, Self.sliceSize / 13 * 8)
      for _ in 0..<count { bits.copy258() }
      copiesLeft -= count
      if copiesLeft == 0 {
        for _ in 1..<Swift.max(1, literalSpaces) { bits.literal(UInt8(ascii: " ")) }
        bits.literal(UInt8(ascii: "]"))
        bits.write(0, count: 7)  // end of block: code 256, seven zero bits
        bits.flush()
        let adler = Self.adler32(spaces: UInt64(spaces))
        bits.bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        finished = true
      }
      defer { bits.bytes.removeAll(keepingCapacity: true) }
      return bits.bytes
    }
  }

  /// About how many bytes each piece of the stream holds.
  static let sliceSize = 64 * 1024

  /// Adler-32 of `[`, `n` spaces, `]`, without visiting the spaces: after a run of `n` bytes of
  /// value `v`, `a` grows by `n·v` and `b` by `n·a₀ + v·n(n+1)/2` (mod 65521).
  static func adler32(spaces n: UInt64) -> UInt32 {
    let m: UInt64 = 65_521
    var (a, b): (UInt64, UInt64) = (1 + 91, 1 + 91)
    let triangle = n % 2 == 0 ? (n / 2 % m) * ((n + 1) % m) % m : (n % m) * ((n + 1) / 2 % m) % m
    b = (b + (n % m) * a + 32 * triangle) % m
    a = (a + 32 * (n % m)) % m
    a = (a + 93) % m
    b = (b + a) % m
    return UInt32(b << 16 | a)
  }
}

/// Packs deflate's bit fields into bytes, least significant bit first (RFC 1951, 3.1.1).
private struct BitWriter {
  var bytes: [UInt8] = []
  private var pending: UInt32 = 0
  private var pendingCount = 0

  /// Writes the low `count` bits of `value`, least significant first.
  mutating func write(_ value: UInt32, count: Int) {
    pending |= value << pendingCount
    pendingCount += count
    while pendingCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
  }

  /// Writes a Huffman code, most significant bit first as deflate requires.
  mutating func code(_ code: UInt32, count: Int) {
    var reversed: UInt32 = 0
    for bit in 0..<count where code & (1 << bit) != 0 { reversed |= 1 << (count - 1 - bit) }
    write(reversed, count: count)
  }

  /// A literal byte below 144: fixed code 0x30 + byte, 8 bits.
  mutating func literal(_ byte: UInt8) { code(0x30 + UInt32(byte), count: 8) }

  /// "Copy 258 bytes from 1 back": length code 285 (8 bits), distance code 0 (5 bits).
  mutating func copy258() {
    code(0b1100_0101, count: 8)
    code(0, count: 5)
  }

  /// Pads the last byte with zero bits.
  mutating func flush() {
    if pendingCount > 0 { write(0, count: 8 - pendingCount) }
  }
}
