import FixtureBackend
import HTTPTransport
import Networking
import TestSupport
import Testing

@testable import FatGallerySteps

/// Step 4's production service: the kit's client underneath, its failures turned into the
/// same facts step 1's API object gave.
@Suite("Step 4: the kit's client as the service")
struct KitPhotoListServiceTests {
  @Test(
    arguments: [
      (HTTPClient.Failure.status(code: 503, message: "busy"), PhotoLoadFailure.status(503)),
      (.undecodable(path: "[0].id", reason: "missing"), .unreadable),
      (
        .retriesExhausted(attempts: 3, last: .status(code: 502, message: nil), retryAfter: nil),
        .status(502)
      ),
      (.cancelled, .unreachable),
    ])
  func eachKitFailureBecomesTheFactBehindIt(
    failure: HTTPClient.Failure, fact: PhotoLoadFailure
  ) {
    #expect(Step4.KitPhotoListService.fact(failure) == fact)
  }

  @Test func itLoadsOverTheLoopbackLikeStepOnesAPIObject() async throws {
    let server = try FixtureServer.start(
      faults: try FaultPlan(parsing: "/photos=status:503,first:1"))
    defer { server.stop() }
    // A clock nobody moves: no attempt timeout or deadline can fire. On the wall clock the
    // client's 15 s attempt timeout, the first limit a stalled call meets, fired once when a
    // loaded machine (two suites beside other builds) took longer to schedule the 503, and
    // "timed out" folds into "Could not reach", which this test must never confuse with a 503.
    let client = try HTTPClient(
      baseURL: server.baseURL, options: .init(retry: .never, clock: TestClock()))
    defer { client.shutdown() }
    let service = Step4.KitPhotoListService(service: PhotoAPIClient(client: client))

    await #expect(throws: PhotoLoadFailure.status(503)) { try await service.photos() }
    #expect(try await service.photos().count == server.dataset.photos.count)
  }
}
