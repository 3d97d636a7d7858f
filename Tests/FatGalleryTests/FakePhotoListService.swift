import Essentials
import Models
import TestSupport

@testable import FatGallerySteps

/// A step 4 and 5 service whose answers a test scripts, one per call, each arriving after its
/// delay on a ``TestClock``, so a test sees the loading state and decides when answers land,
/// and in which order.
final class FakePhotoListService: Step4.PhotoListService {
  /// One scripted answer and how long it takes.
  struct Answer: Sendable {
    var result: Result<[Photo], PhotoLoadFailure>
    var delay: Duration = .seconds(1)
  }

  private let clock: TestClock
  private let ignoresCancellation: Bool
  private let answers: Locked<[Answer]>
  private let cancelled = Locked(0)

  /// A service answering `answers` in order; one that `ignoresCancellation` answers even
  /// after its caller was cancelled, as a careless real service might.
  init(clock: TestClock, answers: [Answer], ignoresCancellation: Bool = false) {
    self.clock = clock
    self.answers = Locked(answers)
    self.ignoresCancellation = ignoresCancellation
  }

  convenience init(clock: TestClock, answers: [Result<[Photo], PhotoLoadFailure>]) {
    self.init(clock: clock, answers: answers.map { Answer(result: $0) })
  }

  /// How many calls saw their caller cancelled.
  var cancellations: Int { cancelled.withLock { $0 } }

  func photos() async throws(PhotoLoadFailure) -> [Photo] {
    let answer = answers.withLock { $0.removeFirst() }
    do {
      try await clock.sleep(for: answer.delay)
    } catch {
      cancelled.withLock { $0 += 1 }
      if !ignoresCancellation { throw .unreachable }
    }
    return try answer.result.get()
  }
}
