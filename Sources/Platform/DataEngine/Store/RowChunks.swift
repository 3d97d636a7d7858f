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

  /// Every value in order, as one array: the one chunk itself when there is only one.
  @inlinable
  var joined: [Element] {
    chunks.count == 1 ? chunks[0] : Array(chunks.joined())
  }
}
