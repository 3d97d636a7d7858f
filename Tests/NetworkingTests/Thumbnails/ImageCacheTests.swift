import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// A cache bounded by bytes: hits refresh recency, the least recently used image goes first, and
/// the byte count is always exactly the sum of what is cached.
struct ImageCacheTests {
  /// An image of exactly `bytes` bytes (a 1-pixel-wide column), `bytes` a multiple of 3.
  private func image(bytes: Int, shade: UInt8 = 0) -> PixelImage {
    PixelImage(width: 1, height: bytes / 3, filledWith: PixelColor(red: shade, green: 0, blue: 0))
  }

  @Test func aCachedImageIsAHit() {
    var cache = ImageCache<String>(capacity: 100)
    cache.insert(image(bytes: 30, shade: 7), for: "a")

    #expect(cache.image(for: "a") == image(bytes: 30, shade: 7))
    #expect(cache.image(for: "b") == nil)
  }

  @Test func theLeastRecentlyUsedImageIsEvictedToMakeRoom() {
    // Given three 30-byte images in a 100-byte cache, "a" used after the others
    var cache = ImageCache<String>(capacity: 100)
    for key in ["a", "b", "c"] { cache.insert(image(bytes: 30), for: key) }
    _ = cache.image(for: "a")

    // When a fourth arrives
    let evicted = cache.insert(image(bytes: 30), for: "d")

    // Then "b", the least recently used, made room, and the bytes add up exactly
    #expect(evicted.map(\.key) == ["b"])
    #expect(evicted.map(\.bytes) == [30])
    #expect(cache.keysByRecency == ["d", "a", "c"])
    #expect(cache.totalBytes == 90)
  }

  @Test func aLargeImageEvictsAsManyAsItNeedsOldestFirst() {
    var cache = ImageCache<String>(capacity: 100)
    for key in ["a", "b", "c"] { cache.insert(image(bytes: 30), for: key) }

    let evicted = cache.insert(image(bytes: 60), for: "big")

    #expect(evicted.map(\.key) == ["a", "b"])
    #expect(cache.keysByRecency == ["big", "c"])
    #expect(cache.totalBytes == 90)
  }

  @Test func anImageThatFitsExactlyEvictsNothing() {
    var cache = ImageCache<String>(capacity: 90)
    for key in ["a", "b"] { cache.insert(image(bytes: 30), for: key) }

    #expect(cache.insert(image(bytes: 30), for: "c").isEmpty)
    #expect(cache.totalBytes == 90)
    #expect(cache.count == 3)
  }

  @Test func anImageLargerThanTheWholeCacheIsNotCachedAndEvictsNothing() {
    var cache = ImageCache<String>(capacity: 100)
    cache.insert(image(bytes: 60), for: "a")

    let evicted = cache.insert(image(bytes: 102), for: "huge")

    #expect(evicted.isEmpty)
    #expect(!cache.contains("huge"))
    #expect(cache.keysByRecency == ["a"])
    #expect(cache.totalBytes == 60)
  }

  @Test func replacingAnImageCountsOnlyTheNewBytes() {
    var cache = ImageCache<String>(capacity: 100)
    cache.insert(image(bytes: 30), for: "a")
    cache.insert(image(bytes: 30), for: "b")

    cache.insert(image(bytes: 60), for: "a")

    #expect(cache.totalBytes == 90)
    #expect(cache.keysByRecency == ["a", "b"])
  }

  @Test func checkingForAnImageDoesNotCountAsUsingIt() {
    var cache = ImageCache<String>(capacity: 60)
    cache.insert(image(bytes: 30), for: "a")
    cache.insert(image(bytes: 30), for: "b")

    #expect(cache.contains("a"))
    cache.insert(image(bytes: 30), for: "c")

    #expect(cache.keysByRecency == ["c", "b"])
  }

  @Test func removingTheOnlyImageEmptiesTheCache() {
    var cache = ImageCache<String>(capacity: 60)
    cache.insert(image(bytes: 30), for: "a")

    cache.remove("a")

    #expect(cache.count == 0)
    #expect(cache.totalBytes == 0)
    #expect(cache.keysByRecency.isEmpty)
  }
}
