#if SQLite
  import Foundation

  /// The folded texts of one stored key, every row's, in memory, in id order: what a search
  /// term is matched against in one pass over contiguous bytes, the way a list's held rows match
  /// it, without reading an entity.
  ///
  /// Why not SQL: a "contains" has no index to walk, so `instr()` over the key's column reads
  /// every row of the index, several times slower than a pass over bytes in memory. The texts
  /// are read from the database the first time a list searches them, and kept in step with every
  /// commit after: a row written since is matched from `written`, its old text skipped.
  struct SQLiteSearchTexts {
    /// The ids of the rows read, ascending.
    private var ids: [Int] = []
    /// Where each row's text ends in `bytes`; a zero byte follows each text.
    private var ends: [UInt32] = []
    /// Every row's text, one after another.
    private var bytes: [UInt8] = []
    /// The rows read whose text a later commit replaced or removed.
    private var stale: Set<Int> = []
    /// The text of each row written since they were read, by id; nil for a row removed.
    private var written: [Int: [UInt8]?] = [:]
    /// How often each byte occurs in `bytes`: a term is looked for by its rarest byte.
    private var occurrences = [Int](repeating: 0, count: 256)

    /// The rows `select` returns: the id, the key's composed text, and its folded text when
    /// that differs (else empty), in id order.
    init(reading select: SQLiteStatement) throws(SQLiteError) {
      while try select.step() {
        ids.append(select.integer(at: 0))
        let folded = select.bytes(at: 2)
        bytes.append(contentsOf: folded.isEmpty ? select.bytes(at: 1) : folded)
        ends.append(UInt32(bytes.count))
        bytes.append(0)
      }
      bytes.withUnsafeBufferPointer { bytes in
        for byte in bytes { occurrences[Int(byte)] &+= 1 }
      }
    }

    /// How many rows were written since the texts were read: past a limit, they are read anew.
    var writtenSince: Int { written.count }

    /// Notes the text each id now has (nil: the row was removed).
    mutating func write(_ texts: [Int: String?]) {
      for (id, text) in texts {
        written[id] = text.map { Array($0.utf8) }
        if let row = row(of: id) { stale.insert(row) }
      }
    }

    /// The ids of the rows whose text contains `term` (folded), ascending.
    func ids(containing term: FoldedText) -> [Int] {
      let needle = Array(term.value.utf8)
      var found: [Int] = []
      if needle.isEmpty {
        found = ids.indices.filter { !stale.contains($0) }.map { ids[$0] }
      } else if needle.contains(0) {
        // A text holding a zero byte would match across the separator: one row at a time.
        for row in ids.indices where !stale.contains(row) {
          let start = row == 0 ? 0 : Int(ends[row - 1]) + 1
          if Self.bytes(bytes[start..<Int(ends[row])], contain: needle) { found.append(ids[row]) }
        }
      } else {
        found = matchingRows(needle)
      }
      let writtenMatches = written.compactMap { id, text in
        text.flatMap { Self.bytes($0[...], contain: needle) ? id : nil }
      }
      guard !writtenMatches.isEmpty else { return found }
      return (found + writtenMatches).sorted()
    }

    /// The rows read, not stale, whose text holds `needle` (no zero byte): one pass over every
    /// text, the C library's `memchr` finding each place the needle's rarest byte is, many
    /// bytes a step, and `memcmp` comparing the rest there.
    private func matchingRows(_ needle: [UInt8]) -> [Int] {
      var found: [Int] = []
      let pivot = needle.indices.min {
        occurrences[Int(needle[$0])] < occurrences[Int(needle[$1])]
      }!
      bytes.withUnsafeBufferPointer { text in
        needle.withUnsafeBufferPointer { needle in
          guard let base = text.baseAddress, let pattern = needle.baseAddress else { return }
          // `start` is where a match may begin; the pivot byte is looked for `pivot` later.
          var start = 0
          var row = 0
          while start + needle.count <= text.count,
            let hit = memchr(
              base + start + pivot, Int32(needle[pivot]), text.count - start - needle.count + 1)
          {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - pivot
            guard memcmp(base + at, pattern, needle.count) == 0 else {
              start = at + 1
              continue
            }
            // The row whose text holds the match: the first that ends after it (matches come in
            // order, so the rows are walked once over the whole pass).
            while Int(ends[row]) <= at { row += 1 }
            if !stale.contains(row) { found.append(ids[row]) }
            start = Int(ends[row]) + 1
          }
        }
      }
      return found
    }

    /// The row read for `id`, if any.
    private func row(of id: Int) -> Int? {
      let row = partitionPoint(ids.count) { ids[$0] < id }
      return row < ids.count && ids[row] == id ? row : nil
    }

    /// Whether `text` holds `needle` as a run of bytes.
    private static func bytes(_ text: ArraySlice<UInt8>, contain needle: [UInt8]) -> Bool {
      guard !needle.isEmpty else { return true }
      guard needle.count <= text.count else { return false }
      return text.withUnsafeBufferPointer { text in
        needle.withUnsafeBufferPointer { needle in
          FoldedText.bytes(text, contain: needle)
        }
      }
    }
  }
#endif
