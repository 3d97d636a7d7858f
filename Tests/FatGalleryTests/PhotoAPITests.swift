import FixtureBackend
import Foundation
import Testing

@testable import FatGallerySteps

/// Step 1's API object against the loopback backend: the loading step 0 could only show on
/// screen, now checked as values, each failure as the fact it is.
@Suite("Step 1: the API object")
struct PhotoAPITests {
  @Test func itDecodesEveryPhotoInTheServersOrder() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let photos = try await Step1.PhotoAPI(baseURL: server.baseURL).photos()

    #expect(photos.map(\.id) == server.dataset.photos.map(\.id))
    #expect(photos[6].title == FixtureDataset.hostileTitle)
  }

  @Test(
    arguments: [
      ("/photos=status:503", PhotoLoadFailure.status(503)),
      ("/photos=status:404", .status(404)),
      ("/photos=wrong-shape", .unreadable),
      ("/photos=malformed-json", .unreadable),
    ])
  func aFailedAnswerIsTheFactBehindIt(faults: String, expected: PhotoLoadFailure) async throws {
    let server = try FixtureServer.start(faults: try FaultPlan(parsing: faults))
    defer { server.stop() }

    await #expect(throws: expected) {
      try await Step1.PhotoAPI(baseURL: server.baseURL).photos()
    }
  }

  @Test func noServerIsUnreachable() async throws {
    let server = try FixtureServer.start()
    let address = server.baseURL
    server.stop()

    await #expect(throws: PhotoLoadFailure.unreachable) {
      try await Step1.PhotoAPI(baseURL: address).photos()
    }
  }

  @Test func eachFailureIsWordedAsTheFatScreenWordedIt() {
    #expect(PhotoLoadFailure.unreachable.description == "Could not reach the server.")
    #expect(PhotoLoadFailure.status(503).description == "The server answered 503.")
    #expect(
      PhotoLoadFailure.unreadable.description == "The server's answer is not a list of photos.")
  }
}
