import Foundation
import Models

// A flight's life: started by the first waiter or prefetch, joined by later ones, finished once
// (cached, and every waiter resumed), or cancelled when the last waiter and holder have gone.
extension ThumbnailLoader {
  /// One thumbnail's download and decoding, and everyone waiting for it.
  struct Flight {
    /// Tells this flight from a later one for the same picture, so a cancelled flight that
    /// finishes anyway cannot resume the waiters of its successor.
    let id: Int
    /// The download; nil only while the flight is being set up.
    var task: Task<Void, Never>?
    /// Callers awaiting the image, by waiter id.
    var waiters: [Int: CheckedContinuation<PixelImage, any Error>]
    /// Photos whose prefetch keeps the flight going, by photo id.
    var holders: Set<Int>
  }

  /// Adds a waiter to the flight for `photo`'s thumbnail, starting the flight if there is none.
  func join(
    _ photo: Photo, waiter: Int, _ continuation: CheckedContinuation<PixelImage, any Error>
  ) {
    // Cancelled before joining: the cancellation handler has nothing to remove, so leave now.
    guard !Task.isCancelled else {
      continuation.resume(throwing: CancellationError())
      return
    }
    let key = photo.thumbnailURL
    if flights[key] != nil {
      flights[key]!.waiters[waiter] = continuation
      onEvent(.joined(key, waiters: flights[key]!.waiters.count))
    } else {
      start(photo, waiters: [waiter: continuation], holders: [])
    }
  }

  /// Starts the flight that fetches and decodes `photo`'s thumbnail.
  func start(
    _ photo: Photo, waiters: [Int: CheckedContinuation<PixelImage, any Error>], holders: Set<Int>
  ) {
    let key = photo.thumbnailURL
    // A second flight would orphan the first one's waiters: callers join instead.
    precondition(flights[key] == nil, "one flight per thumbnail at a time")
    let id = nextID()
    flights[key] = Flight(id: id, task: nil, waiters: waiters, holders: holders)
    onEvent(.started(key))
    let (fetch, decoder) = (self.fetch, self.decoder)
    // The task runs on the actor, but `load` is nonisolated: the download and the decoding
    // happen elsewhere, and only the bookkeeping in `finish` comes back here.
    flights[key]!.task = Task {
      let result = await Self.load(photo, fetch: fetch, decoder: decoder)
      finish(key, flight: id, with: result)
    }
  }

  /// Fetches and decodes off the actor, so other callers are served meanwhile.
  private nonisolated static func load(
    _ photo: Photo, fetch: Fetch, decoder: PPMDecoder
  ) async -> Result<PixelImage, any Error> {
    do {
      return .success(try decoder.decode(try await fetch(photo)))
    } catch {
      return .failure(error)
    }
  }

  /// Ends the flight `id` for `key`: caches the image and resumes every waiter with the result.
  /// A flight cancelled meanwhile is gone from `flights`, and its late result is dropped.
  private func finish(_ key: URL, flight id: Int, with result: Result<PixelImage, any Error>) {
    guard let flight = flights[key], flight.id == id else { return }
    flights[key] = nil
    switch result {
    case .success(let image):
      for evicted in cache.insert(image, for: key) {
        onEvent(.evicted(evicted.key, bytes: evicted.bytes))
      }
      if cache.contains(key) { onEvent(.cached(key, bytes: image.byteCount)) }
    case .failure(let error): onEvent(.failed(key, String(describing: error)))
    }
    for continuation in flight.waiters.values { continuation.resume(with: result) }
  }

  /// Removes a cancelled waiter, which gets `CancellationError` at once.
  func leave(_ key: URL, waiter: Int) {
    guard let continuation = flights[key]?.waiters.removeValue(forKey: waiter) else { return }
    continuation.resume(throwing: CancellationError())
    abandonIfUnwanted(key)
  }

  /// Cancels the flight for `key` when nobody waits for it or holds it any more.
  func abandonIfUnwanted(_ key: URL) {
    guard let flight = flights[key], flight.waiters.isEmpty, flight.holders.isEmpty else { return }
    flights[key] = nil
    flight.task?.cancel()
    onEvent(.abandoned(key))
  }
}
