import Models

/// Images kept in memory up to a number of bytes, the least recently used given up first.
///
/// Bounded by bytes, as images differ in size. Every lookup and insert is O(1): entries form a
/// list from newest to oldest, linked through the dictionary by key.
struct ImageCache<Key: Hashable> {
  /// The most bytes the images may take together.
  let capacity: Int
  /// The bytes the cached images take now: exactly the sum of their `byteCount`s.
  private(set) var totalBytes = 0

  private struct Entry {
    var image: PixelImage
    var newer: Key?
    var older: Key?
  }

  private var entries: [Key: Entry] = [:]
  private var newest: Key?
  private var oldest: Key?

  /// Creates an empty cache holding at most `capacity` bytes of images.
  init(capacity: Int) { self.capacity = max(0, capacity) }

  /// How many images are cached.
  var count: Int { entries.count }

  /// Whether `key` is cached; unlike ``image(for:)``, this does not count as a use.
  func contains(_ key: Key) -> Bool { entries[key] != nil }

  /// The keys from the most to the least recently used: the order eviction takes in reverse.
  var keysByRecency: [Key] {
    guard let newest else { return [] }
    return Array(sequence(first: newest) { entries[$0]?.older })
  }

  /// The image cached for `key`, which becomes the most recently used.
  mutating func image(for key: Key) -> PixelImage? {
    guard let image = entries[key]?.image else { return nil }
    unlink(key)
    pushFront(key)
    return image
  }

  /// Caches `image` for `key` as the most recently used, evicting the least recently used until
  /// it fits; returns the evicted keys with their sizes, oldest first. An image larger than the
  /// whole cache is not cached and evicts nothing.
  @discardableResult
  mutating func insert(_ image: PixelImage, for key: Key) -> [(key: Key, bytes: Int)] {
    guard image.byteCount <= capacity else { return [] }
    remove(key)
    var evicted: [(key: Key, bytes: Int)] = []
    while totalBytes + image.byteCount > capacity, let victim = oldest {
      evicted.append((key: victim, bytes: entries[victim]!.image.byteCount))
      remove(victim)
    }
    entries[key] = Entry(image: image)
    totalBytes += image.byteCount
    pushFront(key)
    return evicted
  }

  /// Removes `key`'s image, if cached.
  mutating func remove(_ key: Key) {
    guard let entry = entries[key] else { return }
    unlink(key)
    entries[key] = nil
    totalBytes -= entry.image.byteCount
  }

  /// Takes `key` out of the recency list; its entry stays.
  private mutating func unlink(_ key: Key) {
    let entry = entries[key]!
    if let newer = entry.newer { entries[newer]!.older = entry.older } else { newest = entry.older }
    if let older = entry.older { entries[older]!.newer = entry.newer } else { oldest = entry.newer }
    entries[key]!.newer = nil
    entries[key]!.older = nil
  }

  /// Puts `key`, already in `entries`, at the front of the recency list.
  private mutating func pushFront(_ key: Key) {
    entries[key]!.older = newest
    if let newest { entries[newest]!.newer = key }
    newest = key
    if oldest == nil { oldest = key }
  }
}
