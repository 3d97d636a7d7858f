import Models
import TestSupport
import Testing
import ViewModels

/// A thumbnail load is released once its screen cancelled it and the load ended.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ThumbnailLoadLifetimeTests {
  private let clock = TestClock()

  @Test func aLoadCancelledMidwayIsReleased() async {
    let thumbnails = FakeThumbnailService(clock: clock)
    thumbnails.enqueue(.image(.sample), after: .seconds(1))
    weak var released: ThumbnailLoad?
    do {
      // Given a thumbnail on its way
      let thumbnail = ThumbnailLoad(service: thumbnails)
      released = thumbnail
      let loading = Task { await thumbnail.load(Photo.sample(id: 7)) }
      await clock.waitForSleepers(1)

      // When the screen goes away and the load ends
      thumbnail.cancel()
      await loading.value
    }

    // Then nothing holds the load any more
    #expect(released == nil)
    #expect(thumbnails.cancelledRequests == [7])
  }

  @Test func aLoadThatFinishedIsReleased() async {
    let thumbnails = FakeThumbnailService(clock: clock)
    thumbnails.enqueue(.image(.sample))
    weak var released: ThumbnailLoad?
    do {
      let thumbnail = ThumbnailLoad(service: thumbnails)
      released = thumbnail
      await thumbnail.load(Photo.sample(id: 7))
      #expect(thumbnail.state == .loaded(.sample))
    }

    #expect(released == nil)
  }
}
