import Models

/// A ``UserAlbumsService`` whose answers a test scripts, each for the user it answers.
///
/// Step 2 of the README: keep the script, answer each call from it, and wait out an answer's
/// delay on `clock`. The shape to follow is the kit's `FakePhotoService`.
public final class FakeUserAlbumsService: UserAlbumsService {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// Answer with these albums.
    case albums([Album])
    /// Throw a ``FakeServiceFailure`` with this message.
    case failure(String)
  }

  private let clock: any Clock<Duration>

  /// Creates a service with an empty script; `clock` times delayed answers.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Adds an answer for the next call about `userID`, arriving `delay` after the call.
  public func enqueue(_ answer: Answer, forUser userID: Int, after delay: Duration = .zero) {
    // Step 2: keep the answer.
  }

  /// The calls received so far, e.g. `albums(ofUser: 3)`, in the order they came.
  public var receivedCalls: [String] { [] }

  /// Answers from the script; fails the call when nothing is scripted for its user.
  public func albums(ofUser userID: Int) async throws -> [Album] {
    throw NotYetWritten("FakeUserAlbumsService.albums(ofUser:) is not written yet: step 2.")
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
