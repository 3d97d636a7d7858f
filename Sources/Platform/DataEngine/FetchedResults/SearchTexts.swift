/// The search texts of a list's slots, packed in one byte buffer: each slot names where its
/// folded text's UTF-8 bytes start and how many there are.
///
/// Why one buffer: a keystroke scans every row's text, and texts that are each their own heap
/// string are read at whatever stride the allocator left them, so the scan's speed depended on
/// the heap's layout (the article "Fetched results and change sets"). Packed, the scan reads memory in
/// order and touches no reference counts.
///
/// A text that is replaced or removed leaves its bytes behind as garbage (a replacement no
/// longer than the text it replaces is written over it instead). When the garbage outgrows the
/// live bytes plus one byte a slot, the buffer is rewritten in slot order: each rewrite is paid
/// for by the bytes written since the last, so a write costs amortised O(its length).
public struct SearchTexts: Sendable {
  /// Where a slot's text lies in `bytes`.
  @usableFromInline struct Span: Sendable {
    @usableFromInline var start: UInt32
    @usableFromInline var count: UInt32

    @inlinable init(start: UInt32, count: UInt32) { (self.start, self.count) = (start, count) }
  }

  @usableFromInline var bytes: [UInt8] = []
  @usableFromInline var spans: [Span] = []
  /// Bytes in `bytes` that no slot reads.
  public var garbageCount: Int { garbage }
  @usableFromInline var garbage = 0

  /// No slots yet.
  @inlinable public init() {}

  /// How many slots there are: one more than the highest slot ever set.
  @inlinable public var count: Int { spans.count }

  /// The bytes the buffer holds, read by slots or not.
  @inlinable public var byteCount: Int { bytes.count }

  /// Makes room for `slots` slots and `bytes` bytes of text more, so that filling a list whose
  /// size is known grows the buffers once.
  @inlinable public mutating func reserve(slots: Int, bytes: Int) {
    spans.reserveCapacity(spans.count + slots)
    self.bytes.reserveCapacity(self.bytes.count + bytes)
  }

  /// Makes `text` the text of `slot`, which is a slot already there or `count` (a new one).
  @inlinable public mutating func set(_ text: FoldedText, at slot: Int) {
    precondition(slot <= spans.count, "slot \(slot) is past the end of \(spans.count) slots")
    // Its bytes in one piece: a short string keeps them inline, and this copies them out once.
    var value = text.value
    value.withUTF8 { store($0, at: slot) }
  }

  @inlinable mutating func store(_ utf8: UnsafeBufferPointer<UInt8>, at slot: Int) {
    if slot == spans.count {
      Self.makeRoom(for: 1, in: &spans)
      spans.append(Span(start: UInt32(bytes.count), count: 0))
    }
    let old = spans[slot]
    if utf8.count <= old.count {
      // Written over the old text: nothing moves, and what it leaves is garbage.
      let start = Int(old.start)
      bytes.replaceSubrange(start..<start + utf8.count, with: utf8)
      spans[slot].count = UInt32(utf8.count)
      garbage += Int(old.count) - utf8.count
    } else {
      precondition(
        bytes.count + utf8.count <= UInt32.max, "search texts are limited to 4 GiB in all")
      spans[slot] = Span(start: UInt32(bytes.count), count: UInt32(utf8.count))
      Self.makeRoom(for: utf8.count, in: &bytes)
      bytes.append(contentsOf: utf8)
      garbage += Int(old.count)
    }
    if garbageCount > 0 { compactIfWasteful() }
  }

  /// Empties the text of `slot`, a slot already there.
  @inlinable public mutating func clear(_ slot: Int) {
    garbage += Int(spans[slot].count)
    spans[slot].count = 0
    compactIfWasteful()
  }

  @inlinable public func text(at slot: Int) -> String {
    let span = spans[slot]
    return String(decoding: bytes[Int(span.start)..<Int(span.start + span.count)], as: UTF8.self)
  }

  /// Whether the text of `slot` contains `term` (an empty term is in every text).
  @inlinable public func contains(_ term: FoldedText, at slot: Int) -> Bool {
    withMatcher(for: term) { $0.matches(slot) }
  }

  /// Calls `body` with a matcher for `term` over these texts: for scanning many slots, the
  /// buffers are opened once.
  @inlinable func withMatcher<Result>(for term: FoldedText, _ body: (Matcher) -> Result) -> Result {
    // The term's bytes in one piece without allocating: a short term is copied to the stack.
    var term = term.value
    return term.withUTF8 { needle in
      bytes.withUnsafeBufferPointer { bytes in
        spans.withUnsafeBufferPointer { spans in
          body(Matcher(bytes: bytes, spans: spans, needle: needle))
        }
      }
    }
  }

  /// Reads whether a slot's text holds the term, for the span of one `withMatcher`.
  @usableFromInline struct Matcher {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let spans: UnsafeBufferPointer<Span>
    @usableFromInline let needle: UnsafeBufferPointer<UInt8>

    @inlinable init(
      bytes: UnsafeBufferPointer<UInt8>, spans: UnsafeBufferPointer<Span>,
      needle: UnsafeBufferPointer<UInt8>
    ) {
      (self.bytes, self.spans, self.needle) = (bytes, spans, needle)
    }

    /// Whether the text of `slot` contains the term.
    @inlinable func matches(_ slot: Int) -> Bool {
      let span = spans[slot]
      let start = Int(span.start)
      let text = UnsafeBufferPointer(rebasing: bytes[start..<start + Int(span.count)])
      return FoldedText.bytes(text, contain: needle)
    }
  }

  /// Grows a full `array` by a quarter, not by the standard library's doubling: a list loading
  /// page by page appends to these all along, and doubling could leave as much unused as used.
  @inlinable static func makeRoom<Element>(for extra: Int, in array: inout [Element]) {
    let needed = array.count + extra
    guard needed > array.capacity else { return }
    array.reserveCapacity(max(needed, array.capacity + array.capacity / 4))
  }

  /// Rewrites the buffer with only the bytes slots read, in slot order, once the garbage costs
  /// more than the rewrite.
  @inlinable mutating func compactIfWasteful() {
    guard garbageCount > bytes.count - garbageCount + spans.count else { return }
    var packed: [UInt8] = []
    packed.reserveCapacity(bytes.count - garbageCount)
    for slot in spans.indices {
      let span = spans[slot]
      spans[slot].start = UInt32(packed.count)
      packed.append(contentsOf: bytes[Int(span.start)..<Int(span.start + span.count)])
    }
    bytes = packed
    garbage = 0
  }
}
