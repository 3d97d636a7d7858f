import Essentials
import Foundation
import Models
import TestSupport

/// A thumbnail fetch that counts its calls and answers when a test's clock says so.
///
/// Each call sleeps `delay` on the ``TestClock`` before answering, so a test holds a flight
/// open exactly as long as it needs (`waitForSleepers`, then `advance`). A call cancelled while
/// it waits is counted as cancelled: the proof that an abandoned flight really stopped.
final class FakeThumbnailFetch: Sendable {
  private struct Counts {
    var calls: [Int] = []
    var cancelled: [Int] = []
    var cancellationWaiters: [(Int, CheckedContinuation<Void, Never>)] = []
  }

  private let clock: TestClock
  private let delay: Duration
  private let answer: @Sendable (Photo) -> Data
  private let counts = Locked(Counts())

  /// Answers each photo with `answer` (by default a 2×2 image) after `delay` on `clock`.
  init(
    clock: TestClock = TestClock(), delay: Duration = .zero,
    answer: @escaping @Sendable (Photo) -> Data = { _ in
      PPMBytes.image(width: 2, height: 2, color: PixelColor(red: 9, green: 8, blue: 7))
    }
  ) {
    self.clock = clock
    self.delay = delay
    self.answer = answer
  }

  /// The photo ids fetched, in call order.
  var calls: [Int] { counts.withLock { $0.calls } }

  /// The photo ids whose fetch was cancelled while it waited.
  var cancelled: [Int] { counts.withLock { $0.cancelled } }

  /// Returns once the fetch of photo `id` has been cancelled (at once if it was already).
  func waitUntilCancelled(_ id: Int) async {
    await withCheckedContinuation { continuation in
      let done = counts.withLock { counts in
        guard counts.cancelled.contains(id) else {
          counts.cancellationWaiters.append((id, continuation))
          return false
        }
        return true
      }
      if done { continuation.resume() }
    }
  }

  /// The closure to hand to `ThumbnailLoader(fetch:)`.
  var fetch: @Sendable (Photo) async throws -> Data {
    { photo in try await self.respond(to: photo) }
  }

  private func respond(to photo: Photo) async throws -> Data {
    counts.withLock { $0.calls.append(photo.id) }
    if delay > .zero {
      do {
        try await clock.sleep(for: delay)
      } catch {
        let waiters = counts.withLock { counts in
          counts.cancelled.append(photo.id)
          let waiters = counts.cancellationWaiters.filter { $0.0 == photo.id }.map(\.1)
          counts.cancellationWaiters.removeAll { $0.0 == photo.id }
          return waiters
        }
        waiters.forEach { $0.resume() }
        throw error
      }
    }
    return answer(photo)
  }
}
