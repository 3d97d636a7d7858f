import DataEngine

extension Photo {
  /// A photo's texts in one buffer: its title, unless folding leaves it as it is (then the
  /// folded title is the title, already held), then its full-size address whole, then the bytes
  /// of its preview address after the ones it shares with the start of the full-size one.
  ///
  /// Why: a string of its own costs a 32-byte header and the allocator's rounding besides its
  /// bytes, and a photo has three texts. The two addresses usually differ only in their last few
  /// characters (`.../600/92c952` and `.../150/92c952`), so together they take about 50 bytes
  /// where two buffers took about 80 each with their headers; and a title read only when a row
  /// is drawn is cut out of the buffer then, rather than kept in a buffer of its own.
  ///
  /// The same texts are always kept alike (the shared part is always the longest), so comparing
  /// and hashing the stored form compares and hashes the texts.
  struct Texts: Hashable, Sendable {
    private let text: String
    /// Where the title ends and the first address starts: 0 when the title is not kept here.
    private let titleEnd: UInt32
    private let firstEnd: UInt32
    /// How many bytes the second address shares with the start of the first.
    private let shared: UInt32

    /// The texts of a photo: `title` only when it is not its own folded form.
    init(title: String?, first: String, second: String) {
      let title = title ?? ""
      let (text, shared) = title.withUTF8Bytes { title in
        first.withUTF8Bytes { first in
          second.withUTF8Bytes { second in
            let shared = Self.sharedStart(first, second)
            let parts = [title, first, UnsafeBufferPointer(rebasing: second[shared...])]
            return (Self.joined(parts), shared)
          }
        }
      }
      precondition(text.utf8.count < UInt32.max, "a photo's texts of 4 GiB")
      self.text = text
      titleEnd = UInt32(title.utf8.count)
      firstEnd = titleEnd + UInt32(first.utf8.count)
      self.shared = UInt32(shared)
    }

    /// The title, or nil when it is not kept here.
    var title: String? { titleEnd == 0 ? nil : slice(0..<Int(titleEnd)) }

    /// The first address, as given.
    var first: String { slice(Int(titleEnd)..<Int(firstEnd)) }

    /// The second address, as given.
    var second: String {
      let start = Int(titleEnd)
      let prefix = start..<start + Int(shared)
      return text.withUTF8Bytes { bytes in
        Self.joined([
          UnsafeBufferPointer(rebasing: bytes[prefix]),
          UnsafeBufferPointer(rebasing: bytes[Int(firstEnd)...]),
        ])
      }
    }

    private func slice(_ range: Range<Int>) -> String {
      text.withUTF8Bytes {
        String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
      }
    }

    /// How many bytes `second` shares with the start of `first`, ending where a character
    /// starts in both, so that each part is whole UTF-8.
    private static func sharedStart(
      _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
    ) -> Int {
      var shared = 0
      while shared < first.count, shared < second.count, first[shared] == second[shared] {
        shared += 1
      }
      while shared > 0, continues(first, at: shared) || continues(second, at: shared) {
        shared -= 1
      }
      return shared
    }

    /// Whether the byte at `index` continues a character begun before it.
    private static func continues(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
      index < bytes.count && bytes[index] & 0b1100_0000 == 0b1000_0000
    }

    /// One string of `parts`, each whole UTF-8, made in a buffer of exactly their size.
    private static func joined(_ parts: [UnsafeBufferPointer<UInt8>]) -> String {
      String(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.count }) { buffer in
        var end = 0
        for part in parts {
          _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<end + part.count])
            .initialize(from: part)
          end += part.count
        }
        return end
      }
    }
  }
}
