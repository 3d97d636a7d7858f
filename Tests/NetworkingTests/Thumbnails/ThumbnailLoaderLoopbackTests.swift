import Essentials
import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// Thumbnails from the embedded backend over real sockets: real PPM bodies, one request per
/// picture however many ask at once, and the cache standing between the screen and the server.
@Suite(.timeLimit(.minutes(10)))
struct ThumbnailLoaderLoopbackTests {
  /// A server that counts the image requests it receives.
  private struct CountingServer {
    let server: FixtureServer
    private let counter = RequestCounter()

    init() throws {
      let counter = self.counter
      server = try FixtureServer.start { request in
        if request.path.hasPrefix("/images/") { counter.count() }
        return nil
      }
    }

    var imageRequests: Int { counter.total }
  }

  private final class RequestCounter: Sendable {
    private let value = Locked(0)
    func count() { value.withLock { $0 += 1 } }
    var total: Int { value.withLock { $0 } }
  }

  /// A client that does not coalesce on its own, so only the loader can be sharing requests.
  private func client(for server: FixtureServer) throws -> HTTPClient {
    try HTTPClient(baseURL: server.baseURL, options: .loopback(coalescesRequests: false))
  }

  @Test func aRealThumbnailDecodesToThePhotosPicture() async throws {
    // Given the backend and a photo as its API describes it
    let backend = try CountingServer()
    defer { backend.server.stop() }
    let client = try client(for: backend.server)
    defer { client.shutdown() }
    let photo = try await PhotoAPIClient(client: client).photo(id: 7)
    let expected = backend.server.dataset.photos[6]

    // When its thumbnail is loaded
    let image = try await ThumbnailLoader(client: client).thumbnail(for: photo)

    // Then it is the 32×32 picture the backend paints from the photo's colour
    #expect(image.width == 32 && image.height == 32)
    #expect(image.rgb == FixtureImage(color: expected.color, side: 32).rgb)
  }

  @Test func concurrentRequestsForOneThumbnailReachTheServerOnce() async throws {
    let backend = try CountingServer()
    defer { backend.server.stop() }
    let client = try client(for: backend.server)
    defer { client.shutdown() }
    let loader = ThumbnailLoader(client: client)
    let photo = try await PhotoAPIClient(client: client).photo(id: 12)

    // When twelve callers ask at once
    let images = try await withThrowingTaskGroup(of: PixelImage.self) { group in
      for _ in 0..<12 { group.addTask { try await loader.thumbnail(for: photo) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    // Then one request reached the server (the rest joined it or hit the cache it filled)
    #expect(images.count == 12 && Set(images).count == 1)
    #expect(backend.imageRequests == 1)
    #expect(await loader.flightCount == 0)
  }

  @Test func anEvictedThumbnailIsRequestedAgainAndACachedOneIsNot() async throws {
    // Given a cache with room for exactly one 32×32 thumbnail
    let backend = try CountingServer()
    defer { backend.server.stop() }
    let client = try client(for: backend.server)
    defer { client.shutdown() }
    let loader = ThumbnailLoader(client: client, cacheCapacity: 32 * 32 * 3)
    let photos = try await PhotoAPIClient(client: client).photos(albumID: 1)
    let (a, b) = (photos[0], photos[1])

    // When a, a, b, a are loaded
    _ = try await loader.thumbnail(for: a)
    _ = try await loader.thumbnail(for: a)
    #expect(backend.imageRequests == 1)
    _ = try await loader.thumbnail(for: b)
    _ = try await loader.thumbnail(for: a)

    // Then the second a was a hit, and b's arrival evicted a, so a was requested again
    #expect(backend.imageRequests == 3)
    #expect(await loader.cachedBytes == 32 * 32 * 3)
  }

  @Test func aThumbnailTheServerDoesNotHaveFailsWithItsMessage() async throws {
    let backend = try CountingServer()
    defer { backend.server.stop() }
    let client = try client(for: backend.server)
    defer { client.shutdown() }
    let stranger = Photo.sample(id: 1)  // its thumbnail is .../150/1, not a colour

    await #expect(
      throws: HTTPClient.Failure.status(
        code: 404, message: "No image 1.ppm: names are a photo's RRGGBB colour and .ppm")
    ) {
      try await ThumbnailLoader(client: client).thumbnail(for: stranger)
    }
  }
}
