/// Marks one longest strictly increasing subsequence of the non-negative `values`: the result is
/// true at the positions in it. Negative values are skipped.
///
/// Patience sorting, O(n log n): `tails[k]` is the position of the smallest value that ends an
/// increasing run of length `k + 1` so far; `previous` links each position to the one before it
/// in its run. A diff passes old positions in new order: rows in the run need not move.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int32]) -> [Bool] {
  var isInRun = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return isInRun }
  var previous = [Int32](repeating: -1, count: values.count)
  var tails = [Int32](repeating: 0, count: values.count)
  var length = 0
  values.withUnsafeBufferPointer { values in
    previous.withUnsafeMutableBufferPointer { previous in
      tails.withUnsafeMutableBufferPointer { tails in
        for position in values.indices where values[position] >= 0 {
          let value = values[position]
          // Most rows keep their order, so most values extend the longest run: check that first.
          var slot = length
          if length > 0 && values[Int(tails[length - 1])] >= value {
            var low = 0
            slot = length - 1
            while low < slot {
              let middle = (low + slot) / 2
              if values[Int(tails[middle])] < value { low = middle + 1 } else { slot = middle }
            }
          }
          if slot > 0 { previous[position] = tails[slot - 1] }
          tails[slot] = Int32(truncatingIfNeeded: position)
          if slot == length { length += 1 }
        }
      }
    }
  }
  guard length > 0 else { return isInRun }
  var position = Int(tails[length - 1])
  while position >= 0 {
    isInRun[position] = true
    position = Int(previous[position])
  }
  return isInRun
}
