import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// The loader's bookkeeping over a fake fetch: cache hits, one flight per picture however many
/// ask, and cancellation that spares the waiters still interested.
@Suite(.timeLimit(.minutes(10)))
struct ThumbnailLoaderTests {
  private let photo = Photo.sample(id: 1)
  private let clock = TestClock()
  private let events = LoaderEvents()

  /// A loader over `fetch`, reporting to `events`.
  private func loader(_ fetch: FakeThumbnailFetch, capacity: Int = 1 << 20) -> ThumbnailLoader {
    ThumbnailLoader(cacheCapacity: capacity, onEvent: events.handler, fetch: fetch.fetch)
  }

  @Test func aSecondRequestIsServedFromTheCache() async throws {
    // Given a loader that has loaded a thumbnail once
    let fetch = FakeThumbnailFetch()
    let loader = loader(fetch)
    let first = try await loader.thumbnail(for: photo)

    // When it is asked again
    let second = try await loader.thumbnail(for: photo)

    // Then the image is the same and nothing was fetched again
    #expect(second == first)
    #expect(fetch.calls == [1])
    #expect(events.all.last == .hit(photo.thumbnailURL))
    #expect(await loader.cachedBytes == first.byteCount)
  }

  @Test func concurrentRequestsForOneImageShareOneFetch() async throws {
    // Given a fetch that answers only when the clock moves
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    let callers = 8

    // When eight callers ask for the same thumbnail at once
    let images = try await withThrowingTaskGroup(of: PixelImage.self) { group in
      for _ in 0..<callers {
        group.addTask { try await loader.thumbnail(for: self.photo) }
      }
      // ...and all of them are waiting on the one flight before it answers
      await events.wait(for: .joined(photo.thumbnailURL, waiters: callers))
      clock.advance(by: .seconds(1))
      return try await group.reduce(into: []) { $0.append($1) }
    }

    // Then there was one fetch, and every caller got its image
    #expect(fetch.calls == [1])
    #expect(images.count == callers)
    #expect(Set(images).count == 1)
    #expect(await loader.flightCount == 0)
  }

  @Test func aCancelledWaiterLeavesWhileTheOthersStillGetTheImage() async throws {
    // Given two callers waiting on one flight
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    let leaving = Task { try await loader.thumbnail(for: photo) }
    let staying = Task { try await loader.thumbnail(for: photo) }
    await events.wait(for: .joined(photo.thumbnailURL, waiters: 2))

    // When one of them is cancelled
    leaving.cancel()

    // Then it gets CancellationError at once, while the flight goes on for the other
    await #expect(throws: CancellationError.self) { try await leaving.value }
    #expect(await loader.flightCount == 1)
    clock.advance(by: .seconds(1))
    let image = try await staying.value
    #expect(image.width == 2)
    #expect(fetch.calls == [1])
    #expect(fetch.cancelled.isEmpty)
  }

  @Test func aLoadEveryWaiterAbandonedIsCancelled() async throws {
    // Given two callers waiting on one flight
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    let first = Task { try await loader.thumbnail(for: photo) }
    let second = Task { try await loader.thumbnail(for: photo) }
    await events.wait(for: .joined(photo.thumbnailURL, waiters: 2))

    // When both are cancelled
    first.cancel()
    second.cancel()

    // Then both get CancellationError, and the fetch itself was cancelled
    await #expect(throws: CancellationError.self) { try await first.value }
    await #expect(throws: CancellationError.self) { try await second.value }
    await events.wait(for: .abandoned(photo.thumbnailURL))
    await fetch.waitUntilCancelled(1)
    #expect(await loader.flightCount == 0)
    #expect(await loader.cachedBytes == 0)
  }

  @Test func aCallerCancelledBeforeAskingStartsNothing() async throws {
    let fetch = FakeThumbnailFetch()
    let loader = loader(fetch)

    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await loader.thumbnail(for: photo)
    }

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(fetch.calls.isEmpty)
  }

  @Test func aFailedLoadReachesEveryWaiterAndIsNotCached() async throws {
    // Given a fetch whose body is not an image
    let fetch = FakeThumbnailFetch(answer: { _ in Data("<html>".utf8) })
    let loader = loader(fetch)

    // When the thumbnail is asked for twice
    await #expect(throws: PPMDecoder.Failure.notPPM) { try await loader.thumbnail(for: photo) }
    await #expect(throws: PPMDecoder.Failure.notPPM) { try await loader.thumbnail(for: photo) }

    // Then each time was a fresh try: failures are not cached
    #expect(fetch.calls == [1, 1])
    #expect(await loader.cachedBytes == 0)
  }

  @Test func anImageEvictedToMakeRoomIsFetchedAgain() async throws {
    // Given a cache with room for two 2×2 thumbnails (12 bytes each)
    let fetch = FakeThumbnailFetch()
    let loader = loader(fetch, capacity: 24)
    let (a, b, c) = (Photo.sample(id: 1), Photo.sample(id: 2), Photo.sample(id: 3))

    // When three are loaded, then the first again
    for photo in [a, b, c, a] { _ = try await loader.thumbnail(for: photo) }

    // Then the first had been evicted for the third, and the second for the first's return
    #expect(fetch.calls == [1, 2, 3, 1])
    #expect(events.all.contains(.evicted(a.thumbnailURL, bytes: 12)))
    #expect(events.all.contains(.evicted(b.thumbnailURL, bytes: 12)))
    #expect(await loader.cachedBytes == 24)
  }
}
