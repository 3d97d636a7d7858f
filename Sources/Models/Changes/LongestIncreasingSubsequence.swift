/// One longest strictly increasing subsequence of `values`, as ascending positions into `values`.
///
/// Patience sorting, O(n log n): `tails[k]` is the position of the smallest value that ends an
/// increasing run of length `k + 1` so far, and `previous` links each position to the one before
/// it in its run, so the run is read back from the last tail. The values a diff passes are old
/// positions in new order: the items in the subsequence kept their relative order and need not
/// move; every other item moved. That makes the reported moves minimal.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  guard !values.isEmpty else { return [] }
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  values.withUnsafeBufferPointer { values in
    for position in values.indices {
      let value = values[position]
      // Most items keep their order, so most values extend the longest run: check that first.
      if let last = tails.last, values[last] >= value {
        var low = 0
        var high = tails.count - 1
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        tails[low] = position
      } else {
        previous[position] = tails.last ?? -1
        tails.append(position)
      }
    }
  }
  var run = [Int](repeating: 0, count: tails.count)
  var position = tails[tails.count - 1]
  for slot in run.indices.reversed() {
    run[slot] = position
    position = previous[position]
  }
  return run
}
