import Models
import TestSupport
import Testing
import ViewModels

/// The prefetcher turns window moves into service calls, in order, and only for what changed.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ThumbnailPrefetcherTests {
  private let photos = Photo.samples(count: 6)
  private let service = FakeThumbnailService()

  @Test func movingTheWindowCancelsWhatLeftThenPrefetchesWhatEntered() async {
    let prefetcher = ThumbnailPrefetcher(service: service)

    prefetcher.show(ThumbnailWindow(visible: [photos[0], photos[1]], upcoming: [photos[2]]))
    await prefetcher.show(ThumbnailWindow(visible: [photos[2]], upcoming: [photos[3]])).value

    #expect(
      service.calls == ["prefetch([1, 2, 3])", "cancelPrefetch([1, 2])", "prefetch([4])"])
  }

  @Test func quickMovesReachTheServiceInTheOrderTheyWereMade() async {
    // Given a window moved forward and straight back without waiting in between
    let prefetcher = ThumbnailPrefetcher(service: service)
    let first = ThumbnailWindow(visible: [photos[0]], upcoming: [photos[1]])
    let second = ThumbnailWindow(visible: [photos[1]], upcoming: [photos[2]])
    prefetcher.show(first)
    prefetcher.show(second)
    await prefetcher.show(first).value

    // Then the service saw each move in turn, ending with photo 3 withdrawn and 1 wanted again
    #expect(
      service.calls == [
        "prefetch([1, 2])", "cancelPrefetch([1])", "prefetch([3])", "cancelPrefetch([3])",
        "prefetch([1])",
      ])
    #expect(prefetcher.window == first)
  }

  @Test func anUnchangedWindowCallsNothing() async {
    let prefetcher = ThumbnailPrefetcher(service: service)
    let window = ThumbnailWindow(visible: [photos[0]])
    prefetcher.show(window)
    await prefetcher.show(window).value

    #expect(service.calls == ["prefetch([1])"])
  }

  @Test func anEmptyWindowCancelsEveryPrefetch() async {
    let prefetcher = ThumbnailPrefetcher(service: service)
    prefetcher.show(ThumbnailWindow(visible: [photos[0]], upcoming: [photos[1]]))

    await prefetcher.show(.empty).value

    #expect(service.calls.last == "cancelPrefetch([1, 2])")
    #expect(prefetcher.window == .empty)
  }
}
