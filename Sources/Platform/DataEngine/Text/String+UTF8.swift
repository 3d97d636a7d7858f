extension String {
  /// Whether the two strings hold the same UTF-8 bytes: not `==`, which also calls canonically
  /// equal text in other bytes equal. Compares contiguous storage at once (native strings, the
  /// usual case), many times faster than comparing the UTF-8 views element by element.
  @inlinable public func hasSameUTF8(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    let same = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        bytes.elementsEqual(otherBytes)
      }
    }
    return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
  }

  /// Calls `body` with the string's UTF-8 bytes in one piece: in place for a native string (the
  /// usual case), else after copying them once.
  @inlinable public func withUTF8Bytes<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    var text = self
    return text.withUTF8(body)
  }
}
