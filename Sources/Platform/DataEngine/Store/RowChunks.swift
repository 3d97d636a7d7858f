/// Values in order, kept as the arrays they arrived in: appending a whole array keeps it as a
/// chunk of its own, sharing its storage with whoever handed it in, so no value is copied.
///
/// Why: a list loading page by page hands the store each page as an array, and the store hands
/// the same array to the fetched results in its change. Copying each value into one growing
/// array, in the store's table and again in the list's slots, held every row twice beside the
/// pages and copied it each time the array grew; as chunks, the table and the list keep the
/// pages themselves. A value is found by a binary search over where each chunk starts (a list
/// opened from a file is one chunk). Writing a value of a shared chunk copies that chunk only.
@usableFromInline
struct RowChunks<Element: Sendable>: Sendable {
  /// The chunks, none empty.
  @usableFromInline var chunks: [[Element]] = []
  /// The index of each chunk's first value.
  @usableFromInline var starts: [Int] = []
  /// How many values there are.
  @usableFromInline private(set) var count = 0

  /// No values.
  @inlinable
  init() {}

  /// `values` as one chunk, sharing its storage.
  @inlinable
  init(_ values: [Element]) {
    append(chunk: values)
  }

  /// The smallest array kept as a chunk of its own; a smaller one is copied onto the last
  /// chunk, so many small writes do not make many small chunks.
  @inlinable
  static var smallestChunk: Int { 256 }

  /// Whether there are no values.
  @inlinable
  var isEmpty: Bool { count == 0 }

  /// The last value, if any.
  @inlinable
  var last: Element? { chunks.last?.last }

  /// The chunk holding `index`, and the index's place in it.
  @inlinable
  func locate(_ index: Int) -> (chunk: Int, offset: Int) {
    precondition(index >= 0 && index < count, "index \(index) is out of \(count) values")
    // The last chunk first: recent rows, and every row of a list opened from a file.
    var low = 0
    var high = starts.count - 1
    if index >= starts[high] { return (high, index - starts[high]) }
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - starts[low])
  }

  /// The value at `index`.
  @inlinable
  subscript(index: Int) -> Element {
    get {
      let (chunk, offset) = locate(index)
      return chunks[chunk][offset]
    }
    set {
      let (chunk, offset) = locate(index)
      chunks[chunk][offset] = newValue
    }
  }

  /// Appends `value` to the last chunk.
  @inlinable
  mutating func append(_ value: Element) {
    if chunks.isEmpty {
      chunks = [[value]]
      starts = [0]
    } else {
      chunks[chunks.count - 1].append(value)
    }
    count += 1
  }

  /// Appends `values`: as a chunk of their own, sharing their storage, unless there are fewer
  /// than ``smallestChunk``.
  @inlinable
  mutating func append(chunk values: [Element]) {
    guard values.count >= Self.smallestChunk || chunks.isEmpty else {
      chunks[chunks.count - 1].append(contentsOf: values)
      count += values.count
      return
    }
    guard !values.isEmpty else { return }
    starts.append(count)
    chunks.append(values)
    count += values.count
  }

  /// Removes the last value and returns it.
  @inlinable
  @discardableResult
  mutating func removeLast() -> Element {
    let last = chunks[chunks.count - 1].removeLast()
    if chunks[chunks.count - 1].isEmpty {
      chunks.removeLast()
      starts.removeLast()
    }
    count -= 1
    return last
  }

  /// `values` in chunks of at most ``largestChunk``: values that will be inserted and removed
  /// one at a time, each of which then copies one chunk, not all of them, while a copy taken
  /// before is held.
  @inlinable
  init(splitting values: [Element]) {
    self.init()
    guard values.count > Self.largestChunk else {
      append(chunk: values)
      return
    }
    for start in stride(from: 0, to: values.count, by: Self.largestChunk) {
      chunks.append(Array(values[start..<Swift.min(values.count, start + Self.largestChunk)]))
      starts.append(start)
    }
    count = values.count
  }

  /// The most values ``insert(_:at:)`` lets a chunk grow to before it splits it in two.
  @inlinable
  static var largestChunk: Int { 4_096 }

  /// Inserts `value` at `index` (at most `count`): into the chunk holding that index, which is
  /// split in two once it holds more than ``largestChunk``.
  @inlinable
  mutating func insert(_ value: Element, at index: Int) {
    guard !chunks.isEmpty else { return append(value) }
    let (chunk, offset) =
      index < count ? locate(index) : (chunks.count - 1, chunks[chunks.count - 1].count)
    chunks[chunk].insert(value, at: offset)
    count += 1
    for later in (chunk + 1)..<starts.count { starts[later] += 1 }
    let size = chunks[chunk].count
    guard size > Self.largestChunk else { return }
    let half = Array(chunks[chunk][(size / 2)...])
    chunks[chunk].removeLast(size - size / 2)
    chunks.insert(half, at: chunk + 1)
    starts.insert(starts[chunk] + size / 2, at: chunk + 1)
  }

  /// Removes the value at `index` and returns it; a chunk it empties goes with it.
  @inlinable
  @discardableResult
  mutating func remove(at index: Int) -> Element {
    let (chunk, offset) = locate(index)
    let value = chunks[chunk].remove(at: offset)
    count -= 1
    for later in (chunk + 1)..<starts.count { starts[later] -= 1 }
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      starts.remove(at: chunk)
    }
    return value
  }

  /// The values at `range` (clamped to the values there are), in order.
  @inlinable
  func values(in range: Range<Int>) -> [Element] {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return [] }
    var values: [Element] = []
    values.reserveCapacity(range.count)
    var (chunk, offset) = locate(range.lowerBound)
    while values.count < range.count {
      let part = chunks[chunk][offset...].prefix(range.count - values.count)
      values.append(contentsOf: part)
      (chunk, offset) = (chunk + 1, 0)
    }
    return values
  }

  /// The index of the first value equal to `value`, or nil.
  @inlinable
  func firstIndex(of value: Element) -> Int? where Element: Equatable {
    for (chunk, values) in chunks.enumerated() {
      if let offset = values.firstIndex(of: value) { return starts[chunk] + offset }
    }
    return nil
  }

  /// Every value in order, as one array: the one chunk itself when there is only one.
  @inlinable
  var joined: [Element] {
    chunks.count == 1 ? chunks[0] : Array(chunks.joined())
  }
}
