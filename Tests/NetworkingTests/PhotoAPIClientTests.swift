import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import Testing

/// The photo service end to end: a real `URLSession` against the fixture server on loopback.
@Suite struct PhotoAPIClientTests {
  @Test func fetchesEveryPhoto() async throws {
    // Given the standard fixture server
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When every photo is fetched
    let photos = try await PhotoAPIClient(client: client).photos(albumID: nil)

    // Then all 5,000 decode, in the server's order
    #expect(photos.count == 5000)
    #expect(photos.map(\.id) == Array(1...5000))
  }

  @Test func fetchesTheAlbumsAndThePhotosOfOneAlbum() async throws {
    // Given the standard fixture server
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    let service = PhotoAPIClient(client: client)

    // When the albums and the photos of album 3 are fetched
    let albums = try await service.albums()
    let photos = try await service.photos(albumID: 3)

    // Then there are 100 albums, and album 3 has its 50 photos only
    #expect(albums.count == 100)
    #expect(photos.count == 50)
    #expect(photos.allSatisfy { $0.albumID == 3 })
  }

  @Test func fetchesTheUsersWhoOwnTheAlbums() async throws {
    // Given the standard fixture server
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    let service = PhotoAPIClient(client: client)

    // When the users and the albums are fetched
    let users = try await service.users()
    let albums = try await service.albums()

    // Then the users are the server's, and every album's owner is one of them
    #expect(users.map(\.id) == FixtureDataset.standard.users.map(\.id))
    #expect(users.map(\.name) == FixtureDataset.standard.users.map(\.name))
    let ids = Set(users.map(\.id))
    #expect(albums.allSatisfy { ids.contains($0.userID) })
  }

  @Test func fetchesOnePhotoWithItsTitleExactlyAsSent() async throws {
    // Given the standard fixture server, whose photo 7 has a hostile title
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When that photo is fetched
    let photo = try await PhotoAPIClient(client: client).photo(id: FixtureDataset.hostilePhotoID)

    // Then the title arrives untouched: making it safe is the views' job, not the network's
    #expect(photo.id == FixtureDataset.hostilePhotoID)
    #expect(photo.title == FixtureDataset.hostileTitle)
  }

  @Test func aMissingPhotoIsA404WithTheServersMessage() async throws {
    // Given the standard fixture server
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }

    // When a photo that does not exist is fetched
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await PhotoAPIClient(client: client).photo(id: 999_999)
    }

    // Then the failure is the 404 with the server's own words, ready to show
    #expect(failure == .status(code: 404, message: "No photo with id 999999"))
    #expect(
      failure?.localizedDescription == "Server returned 404 Not Found: No photo with id 999999")
  }

  @Test func fetchesOneUserWithWhereTheyWorkAndLiveAndAMissingOneIsA404() async throws {
    // Given the standard fixture server
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    let service = PhotoAPIClient(client: client)

    // When user 2 is fetched, and a user that does not exist
    let user = try await service.user(id: 2)
    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await service.user(id: 99)
    }

    // Then the user is the server's, with its company and city from the nested wire fields
    let served = FixtureDataset.standard.users[1]
    #expect(
      user
        == User(
          id: 2, name: served.name, username: served.username, email: served.email,
          company: served.company, city: served.city))
    #expect(failure == .status(code: 404, message: "No user with id 99"))
  }
}
