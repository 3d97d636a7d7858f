/// Where each id's entity is in an array: what a dictionary from id to place says, kept as runs
/// while the ids are `Int`s that arrive in ascending order at consecutive places, as a server's
/// list and a store file's entities do.
///
/// Why: the store's table and the fetched results each index every row they hold. A dictionary
/// keeps a quarter of its buckets free, so 200,000 ids took 2^19 buckets (8 MiB) in each, and
/// hashing every arriving id was a tenth of a batch's time. As runs, 200,000 consecutive ids at
/// consecutive places are one run, found by a binary search over the runs. Any other write (an
/// id out of order, one moved to another place, one removed from the middle) turns the index
/// into the dictionary, once, for good: what it says never changes, only how it is kept.
@usableFromInline
struct PlaceIndex<ID: Hashable & Sendable>: Sendable {
  /// Consecutive ids at consecutive places.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline var firstID: Int
    @usableFromInline var firstPlace: Int
    @usableFromInline var count: Int

    @inlinable
    init(firstID: Int, firstPlace: Int, count: Int) {
      (self.firstID, self.firstPlace, self.count) = (firstID, firstPlace, count)
    }
  }

  /// The runs, in ascending id order, none overlapping; empty once `dictionary` is in use.
  @usableFromInline var runs: [Run] = []
  /// The places by id, once runs no longer say them (always, for ids that are not `Int`s).
  @usableFromInline var dictionary: [ID: Int]?
  /// How many ids have a place.
  @usableFromInline private(set) var count = 0

  /// An index of no id.
  @inlinable
  init() {
    dictionary = ID.self == Int.self ? nil : [:]
  }

  /// The place of `id`, or nil.
  @inlinable
  subscript(id: ID) -> Int? {
    guard let dictionary else { return place(ofRunID: id as! Int) }
    return dictionary[id]
  }

  /// Makes room for `count` ids in all, when a dictionary keeps them.
  @inlinable
  mutating func reserveCapacity(_ count: Int) {
    dictionary?.reserveCapacity(count)
  }

  /// The place of `id` if it has one (left as it is), else gives it `place` and returns nil: a
  /// lookup and an insertion in one step.
  @inlinable
  mutating func placeOrInsert(_ id: ID, at newPlace: Int) -> Int? {
    if dictionary != nil {
      guard let earlier = dictionary!.updateValue(newPlace, forKey: id) else {
        count += 1
        return nil
      }
      dictionary![id] = earlier
      return earlier
    }
    let number = id as! Int
    if let earlier = place(ofRunID: number) { return earlier }
    count += 1
    guard let last = runs.last else {
      runs.append(Run(firstID: number, firstPlace: newPlace, count: 1))
      return nil
    }
    // Written so that no sum passes `Int.max`: an id may be any `Int`.
    let lastID = last.firstID &+ (last.count - 1)
    if number > lastID, number &- 1 == lastID, newPlace == last.firstPlace + last.count {
      runs[runs.count - 1].count += 1
    } else if number > lastID {
      runs.append(Run(firstID: number, firstPlace: newPlace, count: 1))
    } else {
      useDictionary()
      dictionary![id] = newPlace
    }
    return nil
  }

  /// Gives `id`, which has a place, the place `place`.
  @inlinable
  mutating func move(_ id: ID, to newPlace: Int) {
    if self[id] == newPlace { return }
    useDictionary()
    dictionary![id] = newPlace
  }

  /// Removes `id`'s place and returns it, or nil when it had none.
  @inlinable
  mutating func removeValue(forKey id: ID) -> Int? {
    if dictionary != nil {
      let removed = dictionary!.removeValue(forKey: id)
      if removed != nil { count -= 1 }
      return removed
    }
    guard let place = place(ofRunID: id as! Int) else { return nil }
    count -= 1
    let last = runs[runs.count - 1]
    if id as! Int == last.firstID &+ (last.count - 1) {
      // The last id of the last run: the runs stay runs.
      if last.count == 1 { runs.removeLast() } else { runs[runs.count - 1].count -= 1 }
    } else {
      useDictionary()
      dictionary!.removeValue(forKey: id)
    }
    return place
  }

  /// The place of `number` among the runs: a binary search.
  @inlinable
  func place(ofRunID number: Int) -> Int? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      let run = runs[middle]
      if number < run.firstID {
        high = middle
      } else if UInt(bitPattern: number &- run.firstID) >= UInt(run.count) {
        low = middle + 1
      } else {
        return run.firstPlace + (number - run.firstID)
      }
    }
    return nil
  }

  /// Keeps the places in a dictionary from now on.
  @inlinable
  mutating func useDictionary() {
    guard dictionary == nil else { return }
    var places: [ID: Int] = [:]
    places.reserveCapacity(count)
    for run in runs {
      for offset in 0..<run.count {
        places[(run.firstID + offset) as! ID] = run.firstPlace + offset
      }
    }
    runs = []
    dictionary = places
  }
}
