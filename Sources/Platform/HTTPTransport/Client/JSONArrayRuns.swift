import Foundation

/// Where the elements of a JSON array lie in a body, found by a scan that parses none of them,
/// so that a long list decodes a run of elements at a time instead of all at once.
///
/// Why: `JSONDecoder` first builds its own map of the whole body, and the values decoded from
/// it come on top: for 200,000 photos in one 38 MB answer that was the peak of the load. Decoded
/// in runs, only one run's map is held beside the body and the photos. The scan knows only what
/// splitting needs (strings and their escapes, brackets and commas at the array's own level); a
/// body it does not understand gives nil, and the caller decodes it whole, as before, so a body
/// that does not decode fails with the same words either way.
struct JSONArrayRuns {
  /// The byte ranges of the runs, in order: each holds at most `runLength` whole elements and
  /// the commas between them, so `[` + run + `]` is the array of those elements.
  let runs: [Range<Int>]
  /// How many elements the array holds.
  let count: Int

  /// The runs of the top-level array in `bytes`, or nil when the bytes are not one array whose
  /// elements the scan can tell apart (it is then for `JSONDecoder` to say what is wrong).
  init?(_ bytes: UnsafeRawBufferPointer, runLength: Int) {
    var index = Self.skippingSpace(bytes, from: 0)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    var runs: [Range<Int>] = []
    var count = 0
    var depth = 0
    var inString = false
    var escaped = false
    var elementStarted = false
    var runStart: Int?
    var inRun = 0
    var closed = false
    while index < bytes.count, !closed {
      let byte = bytes[index]
      defer { index += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        continue
      case UInt8(ascii: ","), UInt8(ascii: "]"):
        guard depth == 0 else {
          if byte == UInt8(ascii: "]") { depth -= 1 }
          continue
        }
        // The end of an element: a comma or the array's own closing bracket.
        if byte == UInt8(ascii: "]"), count == 0, !elementStarted, runStart == nil {
          closed = true
          continue
        }
        guard elementStarted, let start = runStart else { return nil }
        elementStarted = false
        count += 1
        inRun += 1
        closed = byte == UInt8(ascii: "]")
        if inRun == runLength || closed {
          runs.append(start..<Self.trimmingSpace(bytes, before: index))
          runStart = nil
          inRun = 0
        }
        continue
      case UInt8(ascii: "}"):
        depth -= 1
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "\""):
        inString = true
      default:
        break
      }
      if depth < 0 { return nil }
      if !elementStarted {
        elementStarted = true
        if runStart == nil { runStart = index }
      }
    }
    guard closed, Self.skippingSpace(bytes, from: index) == bytes.count else { return nil }
    self.runs = runs
    self.count = count
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\t")
  }

  private static func skippingSpace(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    var index = start
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index
  }

  private static func trimmingSpace(_ bytes: UnsafeRawBufferPointer, before end: Int) -> Int {
    var index = end
    while index > 0, isSpace(bytes[index - 1]) { index -= 1 }
    return index
  }
}
