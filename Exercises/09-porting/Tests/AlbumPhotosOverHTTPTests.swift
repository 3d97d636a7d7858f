import Exercise09
import FixtureBackend
import HTTPTransport
import Models
import Networking
import SwiftUIHost
import Testing

/// The album screen over the kit's real client, on the embedded backend: a cancelled request
/// ends in `HTTPClient.Failure.cancelled`, as URLSession ends one in `URLError.cancelled`, not
/// in `CancellationError`. A screen that recognises a stopped load by its error type sees a
/// failure here; one that asks whether its load is still current does not.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AlbumPhotosOverHTTPTests {
  @Test func aLoadOverTheKitsClientStoppedByAPushLeavesTheScreenIdle() async throws {
    // Given a server that holds the photos' answer, and the screen over the kit's client
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos", .stallBeforeHeaders, times: 1)]))
    defer {
      server.releaseStalls()
      server.stop()
    }
    let client = try HTTPClient(baseURL: server.baseURL)
    defer { client.shutdown() }
    let screen = AlbumPhotosViewModel(albumID: 1, service: PhotoAPIClient(client: client))
    let router = AlbumRouter()
    let host = Host(AlbumPhotosStack(screen: screen, router: router))
    for await _ in server.injectedFaults { break }  // the server is holding the request now
    #expect(screen.state == .loading)

    // When a push covers the screen: SwiftUI cancels its `.task`, the client its request
    host.tap("About this album")
    await host.settle()

    // Then the stopped load is no news: the screen is idle, not failed
    #expect(screen.state == .idle, "a load stopped by a push is not a failure of the album")

    // And back on the screen, it loads, over the same client
    host.swipeBack()
    await host.settle()
    let expected = server.dataset.photos.filter { $0.albumID == 1 }.map(\.id)
    guard case .loaded(let photos) = screen.state else {
      Issue.record("after the pop the screen should show album 1's photos; it is \(screen.state)")
      return
    }
    #expect(photos.map(\.id) == expected)
  }
}
