import FixtureBackend
import Foundation
import Testing

@testable import FatGallerySteps

/// Step 1's API object, against the loopback backend: what step 0 could only show on screen.
@Suite("Step 1: the API object")
struct PhotoAPITests {
  @Test func itDecodesEveryPhotoInTheServersOrder() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let photos = try await Step1.PhotoAPI(baseURL: server.baseURL).photos()

    #expect(photos.count == server.dataset.photos.count)
    #expect(photos.map(\.id) == server.dataset.photos.map(\.id))
  }
}
