/// The ids a caller marked updated, with a bit per hash bucket in front of the set.
///
/// The diff asks "was this row marked?" for every matched row. A row's hash picks one bit in a
/// small array that stays in the processor's cache: a clear bit answers no at once, and with 64
/// bits per marked id fewer than 2% of unmarked rows reach the set's slower probe.
@usableFromInline
struct UpdatedIDs<ID: Hashable> {
  @usableFromInline let ids: Set<ID>
  @usableFromInline let bits: [UInt64]
  @usableFromInline let mask: Int

  @inlinable
  init(_ ids: Set<ID>) {
    self.ids = ids
    // A power of two with about 64 bits per id, at most 2^20 bits (128 KiB).
    var bitCount = 64
    while bitCount < min(ids.count * 64, 1 << 20) { bitCount *= 2 }
    var bits = [UInt64](repeating: 0, count: bitCount / 64)
    for id in ids {
      let bit = id.hashValue & (bitCount - 1)
      bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    self.bits = bits
    self.mask = bitCount - 1
  }

  /// Whether no id is marked, so no row needs asking.
  @inlinable var isEmpty: Bool { ids.isEmpty }

  /// Whether `id` is marked.
  @inlinable
  func contains(_ id: ID) -> Bool {
    let bit = id.hashValue & mask
    return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0 && ids.contains(id)
  }
}
