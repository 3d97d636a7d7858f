import Essentials
import Models

/// A `PhotoService` whose answers a test scripts, one per call, keyed by the call they answer.
///
/// An answer waits for a call of its own kind: `.albums` answers the next `albums()`, `.users`
/// the next `users()`, whatever order the calls come in, so a screen that loads albums and users
/// at once is tested without depending on which request starts first. Answers of one kind are
/// used in the order they were enqueued. A failure answers whichever call comes next, unless
/// `for:` names the call it fails.
///
/// Each answer can take time on a ``TestClock``, so a test decides exactly when a response
/// arrives (and in which order two responses arrive) without sleeping.
///
/// ```swift
/// let service = FakePhotoService(clock: clock)
/// service.enqueue(.photos([a, b]), after: .seconds(3))
/// service.enqueue(.failure(FakeFailure("offline")), for: .users)
/// ```
public final class FakePhotoService: PhotoService, Sendable {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// Answer `photos(albumID:)` with these photos.
    case photos([Photo])
    /// Answer `photo(id:)` with this photo.
    case photo(Photo)
    /// Answer `albums()` with these albums.
    case albums([Album])
    /// Answer `users()` with these users.
    case users([User])
    /// Answer `photos(from:)` with this batch.
    case batch(PhotoBatch)
    /// Throw this error from the call it is enqueued for, or from whichever call comes.
    case failure(FakeFailure)

    /// The call this answer is for; nil for a failure, which fits any.
    var call: Call? {
      switch self {
      case .photos: .photos
      case .photo: .photo
      case .albums: .albums
      case .users: .users
      case .batch: .batch
      case .failure: nil
      }
    }
  }

  /// The calls a `PhotoService` answers, which key the script.
  public enum Call: Hashable, Sendable {
    /// `photos(albumID:)`.
    case photos
    /// `photo(id:)`.
    case photo
    /// `albums()`.
    case albums
    /// `users()`.
    case users
    /// `photos(from:)`, answered by a scripted batch; without one scripted, it is answered as
    /// a service that does not page answers it, by `photos(albumID: nil)`.
    case batch
  }

  private struct Scripted {
    let answer: Answer
    /// The call it answers; nil for any.
    let call: Call?
    let delay: Duration
  }

  private let clock: TestClock
  private let ignoresCancellation: Bool
  private let script = Locked<[Scripted]>([])
  private let calls = Locked<[String]>([])
  private let cancelled = Locked<[String]>([])

  /// Creates a service with an empty script; `clock` times delayed answers.
  ///
  /// A service that `ignoresCancellation` answers even after its caller was cancelled, as a
  /// careless real one might: the way to test that a late answer is dropped, not just cancelled.
  public init(clock: TestClock = TestClock(), ignoresCancellation: Bool = false) {
    self.clock = clock
    self.ignoresCancellation = ignoresCancellation
  }

  /// Adds an answer for the next unanswered call of its kind (`call`, by default the kind the
  /// answer fits; any call for a failure), arriving `delay` after the call on the clock.
  public func enqueue(_ answer: Answer, for call: Call? = nil, after delay: Duration = .zero) {
    script.withLock {
      $0.append(Scripted(answer: answer, call: call ?? answer.call, delay: delay))
    }
  }

  /// The calls received so far, e.g. `photos(albumID: nil)`.
  public var receivedCalls: [String] { calls.withLock { $0 } }

  /// The calls whose caller was cancelled while the answer was on its way.
  public var cancelledCalls: [String] { cancelled.withLock { $0 } }

  /// Answers from the script; fails the call if the script is empty or of the wrong kind.
  public func photos(albumID: Int?) async throws -> [Photo] {
    let answer = try await next(.photos, "photos(albumID: \(albumID.map(String.init) ?? "nil"))")
    guard case .photos(let photos) = answer else { throw FakeFailure.unexpected(answer) }
    return photos
  }

  /// Answers from the script's batches; a script with none answers as a service that does not
  /// page, through `photos(albumID: nil)`.
  public func photos(from offset: Int) async throws -> PhotoBatch {
    let scriptsBatches = script.withLock { $0.contains { $0.call == .batch } }
    guard scriptsBatches else {
      guard offset == 0 else { return PhotoBatch(photos: [], total: nil, isLast: true) }
      return .whole(try await photos(albumID: nil))
    }
    let answer = try await next(.batch, "photos(from: \(offset))")
    guard case .batch(let batch) = answer else { throw FakeFailure.unexpected(answer) }
    return batch
  }

  /// Answers from the script.
  public func photo(id: Int) async throws -> Photo {
    let answer = try await next(.photo, "photo(id: \(id))")
    guard case .photo(let photo) = answer else { throw FakeFailure.unexpected(answer) }
    return photo
  }

  /// Answers from the script.
  public func albums() async throws -> [Album] {
    let answer = try await next(.albums, "albums()")
    guard case .albums(let albums) = answer else { throw FakeFailure.unexpected(answer) }
    return albums
  }

  /// Answers from the script.
  public func users() async throws -> [User] {
    let answer = try await next(.users, "users()")
    guard case .users(let users) = answer else { throw FakeFailure.unexpected(answer) }
    return users
  }

  private func next(_ kind: Call, _ call: String) async throws -> Answer {
    calls.withLock { $0.append(call) }
    let scripted = script.withLock { script in
      script.firstIndex { $0.call == nil || $0.call == kind }.map { script.remove(at: $0) }
    }
    guard let scripted else { throw FakeFailure("no answer scripted for \(call)") }
    if scripted.delay > .zero {
      do {
        if ignoresCancellation {
          // An unstructured task does not inherit the caller's cancellation.
          try await Task { [clock] in try await clock.sleep(for: scripted.delay) }.value
        } else {
          try await clock.sleep(for: scripted.delay)
        }
      } catch {
        cancelled.withLock { $0.append(call) }
        throw error
      }
    }
    if case .failure(let failure) = scripted.answer { throw failure }
    return scripted.answer
  }
}

/// An error a fake throws, described by its message as a real service's error would be.
public struct FakeFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text a person would see.
  public let description: String

  /// Creates a failure with a message.
  public init(_ description: String) {
    self.description = description
  }

  static func unexpected(_ answer: FakePhotoService.Answer) -> FakeFailure {
    FakeFailure("scripted answer \(answer) does not fit this call")
  }
}
