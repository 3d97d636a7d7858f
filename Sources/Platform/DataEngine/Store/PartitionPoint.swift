/// The first of `0..<count` for which `isBefore` is false, when it holds for a first run of them
/// and not for the rest: where a sorted list's binary searches all come down to (the first row
/// not before a value, the section holding a row).
@inlinable func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = (low + high) / 2
    if isBefore(middle) { low = middle + 1 } else { high = middle }
  }
  return low
}
