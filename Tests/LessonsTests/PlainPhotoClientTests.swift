import FixtureBackend
import Foundation
import Lessons
import Testing

/// The plain async/await client over the loopback backend: each line of it doing its job.
@Suite("Lesson: the plain async/await client")
struct PlainPhotoClientTests {
  @Test func itDecodesThePhotosAndOnePhoto() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = PlainPhotoClient(baseURL: server.baseURL)

    let photos = try await client.photos()
    let photo = try await client.photo(id: 7)

    #expect(photos.map(\.id) == server.dataset.photos.map(\.id))
    #expect(photo.title == FixtureDataset.hostileTitle)
  }

  @Test(arguments: [(9_999_999, PlainPhotoClient.Failure.status(404)), (1, .status(503))])
  func aStatusOutsideTwoHundredIsAFailure(
    id: Int, expected: PlainPhotoClient.Failure
  )
    async throws
  {
    let server = try FixtureServer.start(faults: try FaultPlan(parsing: "/photos/1=status:503"))
    defer { server.stop() }

    await #expect(throws: expected) {
      try await PlainPhotoClient(baseURL: server.baseURL).photo(id: id)
    }
  }

  @Test func aBodyOfTheWrongShapeIsUndecodable() async throws {
    let server = try FixtureServer.start(faults: try FaultPlan(parsing: "/photos=wrong-shape"))
    defer { server.stop() }

    let error = await #expect(throws: PlainPhotoClient.Failure.self) {
      try await PlainPhotoClient(baseURL: server.baseURL).photos()
    }
    guard case .undecodable = error else {
      Issue.record("expected undecodable, got \(String(describing: error))")
      return
    }
  }

  @Test func noServerIsUnreachable() async throws {
    let server = try FixtureServer.start()
    let address = server.baseURL
    server.stop()

    let error = await #expect(throws: PlainPhotoClient.Failure.self) {
      try await PlainPhotoClient(baseURL: address).photos()
    }
    guard case .unreachable = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
  }

  @Test func cancellingTheCallerCancelsTheRequest() async throws {
    // Given a server that holds the request before answering
    let server = try FixtureServer.start(faults: try FaultPlan(parsing: "/photos=stall-headers"))
    defer {
      server.releaseStalls()
      server.stop()
    }
    let call = Task { try await PlainPhotoClient(baseURL: server.baseURL).photos() }

    // When the caller is cancelled while the server holds it
    for await _ in server.injectedFaults { break }
    call.cancel()

    // Then the call ends at once as cancelled, with no code for it in the client
    await #expect(throws: PlainPhotoClient.Failure.cancelled) { try await call.value }
  }
}
