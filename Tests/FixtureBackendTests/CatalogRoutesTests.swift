import FixtureBackend
import Foundation
import Testing

@Suite("Catalog routes")
struct CatalogRoutesTests {
  @Test(arguments: [("/users", 10), ("/albums", 100), ("/photos", 5_000)])
  func listsHaveJsonplaceholderCounts(path: String, count: Int) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(path, to: server)

    #expect(response.statusCode == 200)
    let records = try JSONSerialization.jsonObject(with: body) as? [[String: Any]]
    #expect(records?.count == count)
  }

  @Test(arguments: [
    ("/users/1", ["address", "company", "email", "id", "name", "username"]),
    ("/albums/1", ["id", "title", "userId"]),
    ("/photos/1", ["albumId", "id", "thumbnailUrl", "title", "url"]),
  ])
  func recordsUseJsonplaceholderFieldNames(path: String, keys: [String]) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, _) = try await TestHTTP.send(path, to: server)

    let record = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    #expect(record.keys.sorted() == keys)
  }

  @Test func photoByIDIsTheDatasetsPhoto() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let expected = server.dataset.photos[41]

    let photo = try await TestHTTP.get(WirePhoto.self, "/photos/42", from: server)

    #expect(
      photo
        == WirePhoto(
          albumId: expected.albumID, id: 42, title: expected.title,
          url: expected.url.absoluteString, thumbnailUrl: expected.thumbnailURL.absoluteString))
  }

  @Test(arguments: [1, 37, 100])
  func albumFilterAndNestedRouteAgree(albumID: Int) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let filtered = try await TestHTTP.get(
      [WirePhoto].self, "/photos?albumId=\(albumID)", from: server)
    let nested = try await TestHTTP.get([WirePhoto].self, "/albums/\(albumID)/photos", from: server)

    #expect(filtered.count == 50)
    #expect(filtered.allSatisfy { $0.albumId == albumID })
    #expect(filtered == nested)
  }

  @Test func filtersMayNameSeveralAlbumsOrNone() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let two = try await TestHTTP.get([WirePhoto].self, "/photos?albumId=2&albumId=5", from: server)
    let unknown = try await TestHTTP.get([WirePhoto].self, "/photos?albumId=9999", from: server)
    let byUser = try await TestHTTP.get([WireAlbum].self, "/albums?userId=3", from: server)

    #expect(Set(two.map(\.albumId)) == [2, 5])
    #expect(two.count == 100)
    #expect(unknown.isEmpty)
    #expect(byUser.map(\.id) == Array(21...30))
  }

  @Test(arguments: [
    ("/photos/9999", "No photo with id 9999"),
    ("/photos/abc", "No photo with id abc"),
    ("/albums/101", "No album with id 101"),
    ("/users/0", "No user with id 0"),
    ("/albums/9999/photos", "No album with id 9999"),
    // A name no resource will take: a new resource (comments, posts) leaves this test alone.
    ("/no-such-resource", "No route for /no-such-resource"),
    ("/photos/1/extra", "No route for /photos/1/extra"),
  ])
  func unknownIDsAndPathsAre404WithAJSONError(path: String, message: String) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(path, to: server)

    #expect(response.statusCode == 404)
    #expect(TestHTTP.errorMessage(in: body) == message)
  }

  @Test(arguments: ["abc", "-1", "0", "", "1.5"])
  func badAlbumFilterIs400(value: String) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send("/photos?albumId=\(value)", to: server)

    #expect(response.statusCode == 400)
    #expect(
      TestHTTP.errorMessage(in: body)
        == "Query parameter albumId must be a positive integer, not \"\(value)\"")
  }

  @Test(arguments: ["POST", "PUT", "DELETE", "PATCH"])
  func otherMethodsAre405WithAnAllowHeader(method: String) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(
      "/photos", to: server, method: method, body: Data("{}".utf8))

    #expect(response.statusCode == 405)
    #expect(response.value(forHTTPHeaderField: "Allow") == "GET")
    #expect(TestHTTP.errorMessage(in: body) == "\(method) is not allowed on /photos")
  }

  @Test(arguments: ["/photos", "/users/3", "/photos/9999", "/photos?albumId=x"])
  func responsesDeclareJSONAndTheirExactLength(path: String) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(path, to: server)

    #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
    #expect(response.value(forHTTPHeaderField: "Content-Length") == String(body.count))
  }

  @Test func pathsAndQueriesArePercentDecoded() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let photo = try await TestHTTP.get(WirePhoto.self, "/%70hotos/%31", from: server)
    let album = try await TestHTTP.get([WirePhoto].self, "/photos?album%49d=%33", from: server)

    #expect(photo.id == 1)
    #expect(album.first?.albumId == 3)
  }
}
