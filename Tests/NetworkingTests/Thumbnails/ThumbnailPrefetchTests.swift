import Foundation
import Models
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// Prefetching warms the cache for rows about to be seen; withdrawing a prefetch stops the load
/// unless someone is waiting for it.
@Suite(.timeLimit(.minutes(10)))
struct ThumbnailPrefetchTests {
  private let a = Photo.sample(id: 1)
  private let b = Photo.sample(id: 2)
  private let clock = TestClock()
  private let events = LoaderEvents()

  private func loader(_ fetch: FakeThumbnailFetch) -> ThumbnailLoader {
    ThumbnailLoader(onEvent: events.handler, fetch: fetch.fetch)
  }

  @Test func aPrefetchedThumbnailIsServedFromTheCache() async throws {
    // Given two prefetched thumbnails that have arrived
    let fetch = FakeThumbnailFetch()
    let loader = loader(fetch)
    await loader.prefetch([a, b])
    await events.wait(for: .cached(b.thumbnailURL, bytes: 12))
    await events.wait(for: .cached(a.thumbnailURL, bytes: 12))

    // When one is asked for
    _ = try await loader.thumbnail(for: a)

    // Then it was a hit, and each was fetched once
    #expect(events.all.last == .hit(a.thumbnailURL))
    #expect(Set(fetch.calls) == [1, 2])
  }

  @Test func aRequestJoinsThePrefetchUnderWay() async throws {
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    await loader.prefetch([a])

    let request = Task { try await loader.thumbnail(for: a) }
    await events.wait(for: .joined(a.thumbnailURL, waiters: 1))
    clock.advance(by: .seconds(1))

    #expect(try await request.value.width == 2)
    #expect(fetch.calls == [1])
  }

  @Test func withdrawingAPrefetchNobodyAwaitsCancelsItsLoad() async throws {
    // Given a prefetch under way
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    await loader.prefetch([a])
    await clock.waitForSleepers(1)

    // When it is withdrawn
    await loader.cancelPrefetch([a])

    // Then its fetch is cancelled and nothing is left behind
    await fetch.waitUntilCancelled(1)
    #expect(events.all.contains(.abandoned(a.thumbnailURL)))
    #expect(await loader.flightCount == 0)
  }

  @Test func withdrawingAPrefetchSparesALoadACallerAwaits() async throws {
    // Given a prefetch that a caller has joined
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    await loader.prefetch([a])
    let request = Task { try await loader.thumbnail(for: a) }
    await events.wait(for: .joined(a.thumbnailURL, waiters: 1))

    // When the prefetch is withdrawn
    await loader.cancelPrefetch([a])

    // Then the caller still gets the image
    clock.advance(by: .seconds(1))
    #expect(try await request.value.width == 2)
    #expect(fetch.cancelled.isEmpty)
  }

  @Test func aFlightHeldByTwoPhotosGoesOnUntilBothWithdraw() async throws {
    // Given two photos that share one thumbnail URL, both prefetched
    let twin = Photo(
      id: 99, albumID: 1, title: "twin", url: a.url, thumbnailURL: a.thumbnailURL)
    let fetch = FakeThumbnailFetch(clock: clock, delay: .seconds(1))
    let loader = loader(fetch)
    await loader.prefetch([a, twin])
    await clock.waitForSleepers(1)

    // When one withdraws, the flight goes on; when the other does too, it stops
    await loader.cancelPrefetch([a])
    #expect(await loader.flightCount == 1)
    await loader.cancelPrefetch([twin])
    await fetch.waitUntilCancelled(1)
    #expect(fetch.calls == [1])
  }

  @Test func prefetchingCachedOrWithdrawingUnknownThumbnailsDoesNothing() async throws {
    let fetch = FakeThumbnailFetch()
    let loader = loader(fetch)
    _ = try await loader.thumbnail(for: a)

    await loader.prefetch([a])
    await loader.cancelPrefetch([a, b])

    #expect(fetch.calls == [1])
    #expect(await loader.flightCount == 0)
  }
}
