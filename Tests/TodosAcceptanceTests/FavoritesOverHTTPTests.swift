import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import TestSupport
import Testing
import ViewModels

/// The favorites end to end: `FavoriteAPIClient` over a real `HTTPClient`, against the embedded
/// backend's declared favorites (`GET /favorites`, every 25th photo from photo 7), and the
/// favorites screen over them, failing and recovering.
@MainActor
@Suite("Favorites over HTTP", .timeLimit(.minutes(10)))
struct FavoritesOverHTTPTests {
  /// 100 photos, so 4 favorites: photos 7, 32, 57 and 82.
  let dataset = FixtureDataset(
    seed: 28, userCount: 1, albumsPerUser: 2, photosPerAlbum: 50, todosPerUser: 0)

  func start(_ rules: [FaultRule] = []) throws -> (FavoriteAPIClient, FixtureServer, HTTPClient) {
    let server = try FixtureServer.start(dataset: dataset, faults: FaultPlan(rules))
    let client = try HTTPClient(
      baseURL: server.baseURL,
      options: .init(
        retry: RetryPolicy(maxAttempts: 3, initialDelay: .zero, jitter: 0), clock: TestClock()))
    return (FavoriteAPIClient(client: client), server, client)
  }

  @Test func theFavoritesArriveWithTheirPhotosTitlesAsTheServerSentThem() async throws {
    let (service, server, client) = try start()
    defer { server.stop() }
    defer { client.shutdown() }

    let favorites = try await service.favorites()

    #expect(favorites.map(\.id) == [1, 2, 3, 4])
    #expect(favorites.map(\.photoID) == [7, 32, 57, 82])
    let titles = Dictionary(uniqueKeysWithValues: dataset.photos.map { ($0.id, $0.title) })
    #expect(favorites.map(\.title) == favorites.map { titles[$0.photoID] })
    // Untrusted text arrives whole: the escape, the override and the line break are a view's
    #expect(favorites.first?.title == FixtureDataset.hostileTitle)
  }

  @Test func aFavoriteNotThereIsA404NamingIt() async throws {
    let (_, server, client) = try start()
    defer { server.stop() }
    defer { client.shutdown() }

    await #expect(throws: HTTPClient.Failure.status(code: 404, message: "No favorite with id 5")) {
      _ = try await client.data(for: Request<Data>(path: "/favorites/5"))
    }
  }

  @Test func aLoadThatRunsOutOfAttemptsFailsAndRetryLoadsThem() async throws {
    // Given a server whose first three answers for the favorites are 503: every attempt of one
    // load
    let (service, server, client) = try start([FaultRule("/favorites", .status(503), times: 3)])
    defer { server.stop() }
    defer { client.shutdown() }
    let favorites = FavoritesViewModel(service: service)

    await favorites.load()
    guard case .failed = favorites.state else {
      Issue.record("expected a failure, got \(favorites.state)")
      return
    }
    try await favorites.retry()

    #expect(favorites.state.rows.map(\.photoID) == [7, 32, 57, 82])
  }
}
