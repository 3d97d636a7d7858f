import Essentials
import Models

/// A ``UserAlbumsService`` whose answers a test scripts, each for the user it answers.
///
/// Written in the shape of the kit's `FakePhotoService`: an answer waits for a call about its
/// own user, whatever order the calls come in, so a screen that loads two people's albums at
/// once is tested without depending on which request starts first. Answers for one user are
/// used in the order they were enqueued. An answer can take time on an injected clock (a
/// `TestClock` in tests), which is how a test decides when it arrives, without sleeping.
///
/// ```swift
/// let service = FakeUserAlbumsService(clock: clock)
/// service.enqueue(.albums([holiday]), forUser: 3, after: .seconds(2))
/// service.enqueue(.failure("offline"), forUser: 4)
/// ```
public final class FakeUserAlbumsService: UserAlbumsService {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// Answer with these albums.
    case albums([Album])
    /// Throw a ``FakeServiceFailure`` with this message.
    case failure(String)
  }

  private struct Scripted {
    let userID: Int
    let answer: Answer
    let delay: Duration
  }

  private let clock: any Clock<Duration>
  private let script = Locked<[Scripted]>([])
  private let calls = Locked<[String]>([])

  /// Creates a service with an empty script; `clock` times delayed answers.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Adds an answer for the next call about `userID`, arriving `delay` after the call.
  public func enqueue(_ answer: Answer, forUser userID: Int, after delay: Duration = .zero) {
    script.withLock { $0.append(Scripted(userID: userID, answer: answer, delay: delay)) }
  }

  /// The calls received so far, e.g. `albums(ofUser: 3)`, in the order they came.
  public var receivedCalls: [String] { calls.withLock { $0 } }

  /// Answers from the script; fails the call when nothing is scripted for its user.
  public func albums(ofUser userID: Int) async throws -> [Album] {
    let call = "albums(ofUser: \(userID))"
    calls.withLock { $0.append(call) }
    let scripted = script.withLock { script in
      script.firstIndex { $0.userID == userID }.map { script.remove(at: $0) }
    }
    guard let scripted else { throw FakeServiceFailure("no answer scripted for \(call)") }
    if scripted.delay > .zero { try await clock.sleep(for: scripted.delay) }
    switch scripted.answer {
    case .albums(let albums): return albums
    case .failure(let message): throw FakeServiceFailure(message)
    }
  }
}

/// An error the fake throws, described by its message as a real service's error would be.
public struct FakeServiceFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text a person would see.
  public let description: String

  /// Creates a failure with a message.
  public init(_ description: String) {
    self.description = description
  }
}
