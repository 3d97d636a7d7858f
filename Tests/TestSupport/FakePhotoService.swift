import Models
import Synchronization

/// A `PhotoService` whose answers a test scripts, one per call, in order.
///
/// Each answer can take time on a ``TestClock``, so a test decides exactly when a response
/// arrives (and in which order two responses arrive) without sleeping.
///
/// ```swift
/// let service = FakePhotoService(clock: clock)
/// service.enqueue(.photos([a, b]), after: .seconds(3))
/// service.enqueue(.failure(FakeFailure("offline")))
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
    /// Throw this error from whichever call comes.
    case failure(FakeFailure)
  }

  private struct Scripted {
    let answer: Answer
    let delay: Duration
  }

  private let clock: TestClock
  private let ignoresCancellation: Bool
  private let script = Mutex<[Scripted]>([])
  private let calls = Mutex<[String]>([])
  private let cancelled = Mutex<[String]>([])

  /// Creates a service with an empty script; `clock` times delayed answers.
  ///
  /// A service that `ignoresCancellation` answers even after its caller was cancelled, as a
  /// careless real one might: the way to test that a late answer is dropped, not just cancelled.
  public init(clock: TestClock = TestClock(), ignoresCancellation: Bool = false) {
    self.clock = clock
    self.ignoresCancellation = ignoresCancellation
  }

  /// Adds an answer for the next unanswered call, arriving `delay` after the call on the clock.
  public func enqueue(_ answer: Answer, after delay: Duration = .zero) {
    script.withLock { $0.append(Scripted(answer: answer, delay: delay)) }
  }

  /// The calls received so far, e.g. `photos(albumID: nil)`.
  public var receivedCalls: [String] { calls.withLock { $0 } }

  /// The calls whose caller was cancelled while the answer was on its way.
  public var cancelledCalls: [String] { cancelled.withLock { $0 } }

  /// Answers from the script; fails the call if the script is empty or of the wrong kind.
  public func photos(albumID: Int?) async throws -> [Photo] {
    let answer = try await next("photos(albumID: \(albumID.map(String.init) ?? "nil"))")
    guard case .photos(let photos) = answer else { throw FakeFailure.unexpected(answer) }
    return photos
  }

  /// Answers from the script.
  public func photo(id: Int) async throws -> Photo {
    let answer = try await next("photo(id: \(id))")
    guard case .photo(let photo) = answer else { throw FakeFailure.unexpected(answer) }
    return photo
  }

  /// Answers from the script.
  public func albums() async throws -> [Album] {
    let answer = try await next("albums()")
    guard case .albums(let albums) = answer else { throw FakeFailure.unexpected(answer) }
    return albums
  }

  private func next(_ call: String) async throws -> Answer {
    calls.withLock { $0.append(call) }
    let scripted = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
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
