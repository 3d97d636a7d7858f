import Essentials
import Models
import TestSupport

/// A photo service that behaves like a client retrying on its own: each call follows a script
/// of steps, posting retry notices and pausing on a test clock as the real client would.
final class RetryingPhotoService: PhotoService, Sendable {
  /// One thing a call does, in order.
  enum Step: Sendable {
    /// Tells the caller an attempt failed and the next comes after `delay`.
    case notice(attempt: Int, of: Int, delay: Duration, reason: String)
    /// Waits on the clock; `ignoringCancellation` keeps waiting when the caller gives up, as
    /// a careless service might.
    case pause(Duration, ignoringCancellation: Bool = false)
    /// Answers `photos(albumID:)` with these photos.
    case photos([Photo])
    /// Answers `photo(id:)` with this photo.
    case photo(Photo)
    /// Answers `photos(from:)` with this batch.
    case batch(PhotoBatch)
    /// Fails with this error.
    case failure(any Error & Sendable)
  }

  private let clock: TestClock
  private let scripts: Locked<[[Step]]>

  init(clock: TestClock, scripts: [[Step]]) {
    self.clock = clock
    self.scripts = Locked(scripts)
  }

  func photos(albumID: Int?) async throws -> [Photo] {
    guard case .photos(let photos) = try await run() else { throw FakeFailure("not photos") }
    return photos
  }

  /// A `.batch` step's batch, or a `.photos` step's photos as a whole list.
  func photos(from offset: Int) async throws -> PhotoBatch {
    switch try await run() {
    case .batch(let batch): return batch
    case .photos(let photos): return .whole(photos)
    default: throw FakeFailure("not a batch")
    }
  }

  func photo(id: Int) async throws -> Photo {
    guard case .photo(let photo) = try await run() else { throw FakeFailure("not a photo") }
    return photo
  }

  func albums() async throws -> [Album] { throw FakeFailure("not scripted") }

  func users() async throws -> [User] { throw FakeFailure("not scripted") }

  /// Plays the next call's script up to its answer, which it returns.
  private func run() async throws -> Step {
    let steps = scripts.withLock { $0.isEmpty ? [] : $0.removeFirst() }
    for step in steps {
      switch step {
      case .notice(let attempt, let count, let delay, let reason):
        await RetryNotices.post(
          RetryNotice(failedAttempt: attempt, maxAttempts: count, delay: delay, reason: reason))
      case .pause(let duration, false):
        try await clock.sleep(for: duration)
      case .pause(let duration, true):
        // An unstructured task does not inherit the caller's cancellation (but does inherit
        // its task-local observer, like the client's own work).
        try await Task { [clock] in try await clock.sleep(for: duration) }.value
      case .photos, .photo, .batch:
        return step
      case .failure(let error):
        throw error
      }
    }
    throw FakeFailure("the script ran out")
  }
}

/// An error that advises against retrying, as the network client's failures can.
struct RefusedFailure: Error, Sendable, RetryAdvising, CustomStringConvertible {
  var description: String { "Server returned 404 Not Found" }
  var retryAdvice: RetryAdvice { .unlikelyToHelp("the server has nothing at this address") }
}
