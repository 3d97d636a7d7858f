/// A set of ids kept as runs of consecutive ids: what a load in batches has seen.
///
/// Why: a server's ids are mostly consecutive, so the 200,000 ids of a long list are one run of
/// 16 bytes, where a `Set` of them held 4 MB (2^19 buckets), and 6 MB while it grew. Ids in no
/// order cost about what a `Set` did. Each run is as long as it can be, so equal sets of ids are
/// kept alike.
///
/// ```swift
/// var seen = IDRuns([1, 2, 3])
/// seen.formUnion([5, 4])   // one run, 1...5
/// seen.contains(4)         // true
/// ```
public struct IDRuns: Hashable, Sendable, Sequence {
  /// The runs in ascending order, none overlapping or next to another.
  private var runs: [ClosedRange<Int>] = []
  /// How many ids are in the set.
  public private(set) var count = 0

  /// No ids.
  public init() {}

  /// The ids of `ids`, in any order, repeats counted once.
  @inlinable public init(_ ids: some Sequence<Int>) { formUnion(ids) }

  /// Whether `id` is in the set: a binary search over the runs.
  public func contains(_ id: Int) -> Bool {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].upperBound < id { low = middle + 1 } else { high = middle }
    }
    return low < runs.count && runs[low].lowerBound <= id
  }

  /// Adds the ids of `ids`, in any order; ids in ascending order (a page of a list) are not
  /// sorted again.
  @inlinable public mutating func formUnion(_ ids: some Sequence<Int>) {
    // Only the copy into an array is generic: compiled where the sequence's type is known.
    formUnion(array: Array(ids))
  }

  /// Adds the ids of `arriving`, in any order.
  @usableFromInline mutating func formUnion(array arriving: [Int]) {
    var arriving = arriving
    if !arriving.indices.dropFirst().allSatisfy({ arriving[$0 - 1] <= arriving[$0] }) {
      arriving.sort()
    }
    var merged: [ClosedRange<Int>] = []
    merged.reserveCapacity(runs.count + 1)
    var old = runs.makeIterator()
    var nextOld = old.next()
    var nextNew = 0
    // Both in ascending order: take whichever starts first, joining it to the run before.
    while nextOld != nil || nextNew < arriving.count {
      let run: ClosedRange<Int>
      if let oldRun = nextOld, nextNew == arriving.count || oldRun.lowerBound <= arriving[nextNew] {
        run = oldRun
        nextOld = old.next()
      } else {
        run = arriving[nextNew]...arriving[nextNew]
        nextNew += 1
      }
      if let last = merged.last, Self.joins(run, after: last) {
        merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, run.upperBound)
      } else {
        merged.append(run)
      }
    }
    runs = merged
    count = runs.reduce(0) { $0 + $1.count }
  }

  /// Every id, in ascending order.
  public func makeIterator() -> FlattenSequence<[ClosedRange<Int>]>.Iterator {
    runs.joined().makeIterator()
  }

  /// Whether `run` overlaps `last` or starts right after it; `run` starts no earlier than `last`.
  private static func joins(_ run: ClosedRange<Int>, after last: ClosedRange<Int>) -> Bool {
    run.lowerBound <= last.upperBound
      || (last.upperBound < Int.max && run.lowerBound == last.upperBound + 1)
  }
}
