import Models
import TestSupport
import Testing

/// Where a load in batches is, and when it ends: at what arrives, never at what the server
/// claims.
@Suite("PhotoBatchCursor")
struct PhotoBatchCursorTests {
  let photos = Photo.samples(count: 7)

  func part(_ range: Range<Int>, total: Int?, isLast: Bool = false) -> PhotoBatch {
    PhotoBatch(photos: Array(photos[range]), total: total, isLast: isLast)
  }

  @Test func eachBatchMovesTheOffsetOnAndCountsWhatArrived() {
    var cursor = PhotoBatchCursor()

    cursor.take(part(0..<3, total: 7))

    #expect(cursor.nextOffset == 3)
    #expect(cursor.received == 3)
    #expect(cursor.expected == 7)
    #expect(!cursor.isComplete)
    cursor.take(part(3..<6, total: 7))
    cursor.take(part(6..<7, total: 7, isLast: true))
    #expect(cursor.isComplete)
    #expect(cursor.received == 7)
    #expect(cursor.batchesTaken == 3)
  }

  @Test func aTotalTooSmallNeitherEndsTheLoadNorUndercounts() {
    var cursor = PhotoBatchCursor()

    cursor.take(part(0..<3, total: 2))

    #expect(!cursor.isComplete)
    #expect(cursor.expected == 3)
  }

  @Test func aCompleteLoadExpectsExactlyWhatArrivedWhateverTheTotalSaid() {
    var cursor = PhotoBatchCursor()

    cursor.take(part(0..<3, total: 100, isLast: true))

    #expect(cursor.expected == 3)
  }

  @Test func aBatchWithNothingNewEndsTheLoad() {
    // A server that ignores the start it is given sends the first photos again
    var cursor = PhotoBatchCursor()
    cursor.take(part(0..<3, total: nil))

    cursor.take(part(0..<3, total: nil))

    #expect(cursor.isComplete)
    #expect(cursor.received == 3)
  }

  @Test func aWholeListCompletesTheLoadAtOnce() {
    var cursor = PhotoBatchCursor()

    cursor.take(.whole(photos))

    #expect(cursor.isComplete)
    #expect(Array(cursor.seen) == Array(1...7))
    #expect(cursor.expected == 7)
  }

  /// A full page of `count` photos from id `first`, the server promising another page.
  private func fullPage(from first: Int, count: Int) -> PhotoBatch {
    PhotoBatch(
      photos: (first..<(first + count)).map { Photo.sample(id: $0) }, total: first + 2 * count,
      isLast: false)
  }

  @Test func aServerThatKeepsSendingNewPhotosIsStoppedAtTheMostRows() {
    // Given a load that takes at most 3,000 rows, from a server whose pages never end
    var cursor = PhotoBatchCursor(mostRows: 3_000)
    var pages = 0
    while !cursor.isOver, pages < 100 {
      cursor.take(fullPage(from: cursor.nextOffset + 1, count: 1_000))
      pages += 1
    }

    // Then it stops after the third page: over, not complete, and it says why
    #expect(pages == 3)
    #expect(cursor.reachedRowLimit)
    #expect(!cursor.isComplete)
    #expect(cursor.received == 3_000)
  }

  @Test func oneNewPhotoAPageIsStoppedAsSoonAsAllNewOnes() {
    // Given pages of 1,000 that repeat the same 999 ids and add one new one each
    var cursor = PhotoBatchCursor(mostRows: 3_000)
    var pages = 0
    while !cursor.isOver, pages < 100 {
      let repeated = (1...999).map { Photo.sample(id: $0) }
      let page = repeated + [Photo.sample(id: 1_000_000 + pages)]
      cursor.take(PhotoBatch(photos: page, total: 1_000_000, isLast: false))
      pages += 1
    }

    // Then the rows counted are those that arrived, repeats included
    #expect(pages == 3)
    #expect(cursor.reachedRowLimit)
    #expect(cursor.received == 1_002)  // 999 repeated, one new on each of 3 pages
  }

  @Test func aServerThatKeepsSendingNewPhotosIsStoppedOnceMemoryReachesTheCeiling() {
    // Given a load with a ceiling of 250 bytes, whose memory grows 100 bytes a page, from a
    // server whose pages never end
    let memory = FakeMemory()
    let limits = LoadLimits(memoryCeiling: 250, gauge: memory.gauge)
    var cursor = PhotoBatchCursor(limits: limits)
    var pages = 0
    while !cursor.isOver, pages < 100 {
      memory.bytes += 100
      cursor.take(fullPage(from: cursor.nextOffset + 1, count: 1_000))
      pages += 1
    }

    // Then it stops after the third page, at 300 bytes: over, not complete, and it says why
    #expect(pages == 3)
    #expect(cursor.limitReached == .memory(bytes: 250))
    #expect(!cursor.reachedRowLimit)
    #expect(!cursor.isComplete)
    #expect(cursor.received == 3_000)
  }

  @Test func aLoadThatEndsAboveTheCeilingIsCompleteNotStopped() {
    let memory = FakeMemory(bytes: 1_000)
    var cursor = PhotoBatchCursor(limits: LoadLimits(memoryCeiling: 250, gauge: memory.gauge))
    cursor.take(
      PhotoBatch(photos: (1...1_000).map { Photo.sample(id: $0) }, total: 1_000, isLast: true))

    #expect(cursor.isComplete)
    #expect(cursor.limitReached == nil)
  }

  @Test func aLoadThatEndsAtTheMostRowsIsCompleteNotStopped() {
    var cursor = PhotoBatchCursor(mostRows: 1_000)
    cursor.take(
      PhotoBatch(photos: (1...1_000).map { Photo.sample(id: $0) }, total: 1_000, isLast: true))

    #expect(cursor.isComplete)
    #expect(!cursor.reachedRowLimit)
  }

  @Test func aLongLoadSavesEachTimeItPassesItsIntervalAndWhenItIsOver() {
    // Given a load that saves every 2,500 photos and stops at 9,500, pages of 1,000
    var cursor = PhotoBatchCursor(limits: LoadLimits(mostRows: 9_500, savingEvery: 2_500))
    var saved: [Int] = []
    while !cursor.isOver {
      cursor.take(fullPage(from: cursor.nextOffset + 1, count: 1_000))
      if cursor.savesNow { saved.append(cursor.received) }
    }

    // Then it saved as it passed 2,500, 5,000 and 7,500, and once stopped at its limit
    #expect(saved == [3_000, 5_000, 8_000, 10_000])
    #expect(cursor.reachedRowLimit)

    // And a page that brings nothing new ends a load and saves it; a whole list saves at once
    cursor = PhotoBatchCursor(limits: LoadLimits(savingEvery: 2_500))
    cursor.take(fullPage(from: 1, count: 1_000))
    #expect(!cursor.savesNow)
    cursor.take(fullPage(from: 1, count: 1_000))
    #expect(cursor.isComplete && cursor.savesNow)
    cursor = PhotoBatchCursor()
    cursor.take(.whole([Photo.sample(id: 1)]))
    #expect(cursor.savesNow)
  }
}
