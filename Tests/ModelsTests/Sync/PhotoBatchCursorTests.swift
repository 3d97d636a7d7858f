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
}
