import Foundation
import HTTPTransport
import Models

/// Loads photo thumbnails: cached in memory by bytes, one download per picture however many
/// ask for it at once, prefetched for rows about to be seen, and cancelled once nobody waits.
///
/// Each picture has at most one *flight* (a download and its decoding), joined by waiters and
/// prefetches (the article "Clients over the transport"). An actor, because the cache and the flights
/// change together: joining a flight or finding the picture cached is one step.
public actor ThumbnailLoader: ThumbnailService {
  /// Fetches the encoded thumbnail of a photo: the one thing the loader asks of the network.
  public typealias Fetch = @Sendable (Photo) async throws -> Data

  /// Something the loader did, for a log or a test, reported on its actor: handle it quickly.
  public enum Event: Hashable, Sendable {
    /// The thumbnail came from the cache.
    case hit(URL)
    /// A flight started: the thumbnail is being downloaded.
    case started(URL)
    /// A caller joined the flight under way instead of starting another; `waiters` callers now
    /// wait for it.
    case joined(URL, waiters: Int)
    /// The thumbnail arrived, was decoded and is cached, taking `bytes`.
    case cached(URL, bytes: Int)
    /// The thumbnail was dropped from the cache to make room, freeing `bytes`.
    case evicted(URL, bytes: Int)
    /// The flight failed; every waiter gets the error described here.
    case failed(URL, String)
    /// Every waiter and prefetch gave up on the flight, so it was cancelled.
    case abandoned(URL)
  }

  /// The most bytes the cached thumbnails take together.
  public nonisolated let cacheCapacity: Int

  let fetch: Fetch
  let decoder: PPMDecoder
  let onEvent: @Sendable (Event) -> Void
  var cache: ImageCache<URL>
  var flights: [URL: Flight] = [:]
  private var lastID = 0

  /// Creates a loader that fetches thumbnails from `client`'s server (see
  /// ``ImageEndpoints/thumbnail(for:)`` for the address) and keeps up to `cacheCapacity` bytes
  /// of them; `onEvent` hears what it does, for logs and tests.
  public init(
    client: HTTPClient, cacheCapacity: Int = 4 << 20,
    onEvent: @escaping @Sendable (Event) -> Void = { _ in }
  ) {
    self.init(cacheCapacity: cacheCapacity, onEvent: onEvent) { photo in
      try await client.data(for: try ImageEndpoints.thumbnail(for: photo))
    }
  }

  /// Creates a loader over any `fetch` (a test's counting fake, say), decoding with `decoder`.
  public init(
    cacheCapacity: Int = 4 << 20, decoder: PPMDecoder = PPMDecoder(maximumSide: 256),
    onEvent: @escaping @Sendable (Event) -> Void = { _ in }, fetch: @escaping Fetch
  ) {
    self.cacheCapacity = cacheCapacity
    self.cache = ImageCache(capacity: cacheCapacity)
    self.decoder = decoder
    self.onEvent = onEvent
    self.fetch = fetch
  }

  /// The thumbnail of `photo`, from the cache or from the flight that fetches it; an error is
  /// the flight's, shared by all its waiters, or `CancellationError` for this caller alone.
  public func thumbnail(for photo: Photo) async throws -> PixelImage {
    let key = photo.thumbnailURL
    if let image = cache.image(for: key) {
      onEvent(.hit(key))
      return image
    }
    try Task.checkCancellation()
    let waiter = nextID()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        join(photo, waiter: waiter, continuation)
      }
    } onCancel: {
      // The handler cannot touch the actor's state directly: it hops on. `join` covers a
      // cancellation that lands before the waiter is registered.
      Task { await self.leave(key, waiter: waiter) }
    }
  }

  /// Starts flights for the thumbnails of `photos` that are neither cached nor under way, and
  /// holds every flight for them, so it goes on with no caller waiting.
  public func prefetch(_ photos: [Photo]) {
    for photo in photos where !cache.contains(photo.thumbnailURL) {
      let key = photo.thumbnailURL
      if flights[key] != nil {
        flights[key]!.holders.insert(photo.id)
      } else {
        start(photo, waiters: [:], holders: [photo.id])
      }
    }
  }

  /// Releases the holds of earlier prefetches of `photos`; a flight that is left with no
  /// waiter and no holder is cancelled.
  public func cancelPrefetch(_ photos: [Photo]) {
    for photo in photos {
      let key = photo.thumbnailURL
      guard flights[key]?.holders.remove(photo.id) != nil else { continue }
      abandonIfUnwanted(key)
    }
  }

  /// The bytes cached now; tests check the accounting with it.
  var cachedBytes: Int { cache.totalBytes }

  /// The flights under way; tests check that nothing is left behind.
  var flightCount: Int { flights.count }

  func nextID() -> Int {
    lastID += 1
    return lastID
  }
}
