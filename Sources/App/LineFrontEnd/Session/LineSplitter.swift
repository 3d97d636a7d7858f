/// Cuts bytes into lines as they arrive, holding at most one line of `maximumLength` bytes.
///
/// A line ends at `\n` (a `\r` before it goes too, so a file from Windows reads the same); the
/// last line needs no newline. A line that grows past `maximumLength` is dropped there and
/// then, the rest of it skipped up to its newline, and reported by its number: memory stays
/// bounded by the limit however long the line runs. Invalid UTF-8 is repaired with `�`.
///
/// ```swift
/// var splitter = LineSplitter(maximumLength: 8)
/// splitter.split(Array("ok\nmuch too long\nfin".utf8)[...], line: { print($0) },
///   refused: { print($0) })
/// // ok
/// // Line 2 is longer than 8 bytes, the most a command may be; it was skipped.
/// splitter.end(line: { print($0) }, refused: { print($0) })
/// // fin
/// ```
public struct LineSplitter {
  /// The most bytes a line may hold, its `\n` not counted (a `\r` before it is).
  public let maximumLength: Int
  /// The bytes of the line not ended yet.
  private var pending: [UInt8] = []
  /// Whether the line not ended yet is already too long, and being skipped.
  private var isSkipping = false
  /// How many lines have ended, to name a refused one.
  private var lineNumber = 0

  /// A splitter refusing lines over `maximumLength` bytes.
  public init(maximumLength: Int) {
    self.maximumLength = maximumLength
  }

  /// Splits the next `bytes` read: `line` gets each line they end, `refused` a sentence for
  /// each too-long one.
  public mutating func split(
    _ bytes: ArraySlice<UInt8>, line: (String) -> Void, refused: (String) -> Void
  ) {
    var rest = bytes
    while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
      take(rest[..<newline])
      finishLine(line: line, refused: refused)
      rest = rest[(newline + 1)...]
    }
    take(rest)
  }

  /// Input has ended: the last line, if it had no newline.
  public mutating func end(line: (String) -> Void, refused: (String) -> Void) {
    if isSkipping || !pending.isEmpty { finishLine(line: line, refused: refused) }
  }

  private mutating func take(_ bytes: ArraySlice<UInt8>) {
    guard !isSkipping else { return }
    if pending.count + bytes.count > maximumLength {
      isSkipping = true
      pending = []  // gives the memory back: a skipped line costs nothing more
    } else {
      pending += bytes
    }
  }

  private mutating func finishLine(line: (String) -> Void, refused: (String) -> Void) {
    lineNumber += 1
    if isSkipping {
      refused(
        "Line \(lineNumber) is longer than \(maximumLength) bytes, the most a command may be; "
          + "it was skipped.")
    } else {
      if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
      line(String(decoding: pending, as: UTF8.self))
    }
    pending.removeAll(keepingCapacity: !isSkipping)
    isSkipping = false
  }
}
