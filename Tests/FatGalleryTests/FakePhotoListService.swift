import Models
import Synchronization
import TestSupport

@testable import FatGallerySteps

/// A step 4 service whose answers a test scripts, each arriving one second later on a
/// ``TestClock``, so a test sees the loading state and decides when the answer lands.
final class FakePhotoListService: Step4.PhotoListService {
  private let clock: TestClock
  private let answers: Mutex<[Result<[Photo], PhotoLoadFailure>]>

  init(clock: TestClock, answers: [Result<[Photo], PhotoLoadFailure>]) {
    self.clock = clock
    self.answers = Mutex(answers)
  }

  func photos() async throws(PhotoLoadFailure) -> [Photo] {
    do {
      try await clock.sleep(for: .seconds(1))
    } catch {
      throw .unreachable
    }
    return try answers.withLock { $0.removeFirst() }.get()
  }
}
