import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import Testing

// The usage shown in the Networking docs, kept here so it must compile and must run. If you
// change a snippet, change the doc comment it came from (HTTPClient, Request, PhotoAPIClient).
@Suite struct NetworkingDocumentationTests {
  @Test func gettingStarted() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    // One client per server, shared by everything that talks to it.
    let client = try HTTPClient(baseURL: server.baseURL)
    defer { client.shutdown() }

    // A request is a value: a path, a query, and the type the body decodes to.
    let albums = try await client.send(Request<[Album]>(path: "/albums"))
    let request = Request<[Photo]>(
      path: "/photos", query: [URLQueryItem(name: "albumId", value: "3")])
    let photos = try await client.send(request)

    // View models see only the protocol from Models.
    let service: any PhotoService = PhotoAPIClient(client: client)
    let photo = try await service.photo(id: 1)

    // Every failure describes itself for a person.
    do {
      _ = try await service.photo(id: 999_999)
    } catch {
      print(error.localizedDescription)  // Server returned 404 Not Found: No photo with id 999999
    }

    #expect(!albums.isEmpty && photos.count == 50 && photo.id == 1)
  }
}
