import FixtureBackend
import Foundation
import Testing

/// `POST /video-posts` and `GET /video-posts/N`: a caption attached to a finished upload.
@Suite("Post routes", .timeLimit(.minutes(10)))
struct PostRoutesTests {
  struct WirePost: Decodable, Equatable {
    let id: Int
    let caption: String
    let fileId: String
  }

  @Test func aPostOfAFinishedUploadIsCreatedAndCanBeReadBack() async throws {
    // Given a finished upload
    let server = try FixtureServer.start()
    defer { server.stop() }
    let id = try Self.upload("clip", to: server, finished: true)

    // When a post is created for it
    let (body, response) = try await TestHTTP.send(
      "/video-posts", to: server, method: "POST", headers: ["Content-Type": "application/json"],
      body: Data(#"{"caption": "  Sunset  ", "fileId": "\#(id)"}"#.utf8))

    // Then it is numbered, its caption trimmed, and GET returns it
    let post = try JSONDecoder().decode(WirePost.self, from: body)
    #expect(response.statusCode == 201)
    #expect(response.value(forHTTPHeaderField: "Location") == "/video-posts/\(post.id)")
    #expect(post == WirePost(id: 1, caption: "Sunset", fileId: id))
    #expect(try await TestHTTP.get(WirePost.self, "/video-posts/1", from: server) == post)
  }

  @Test(arguments: [
    (#"{"caption": " ", "fileId": "1"}"#, "The caption is empty"),
    (#"{"caption": "Hi", "fileId": "77"}"#, "No upload with id 77"),
    (#"{"caption": "Hi", "fileId": "2"}"#, "Upload 2 is not finished: 2 of 4 bytes arrived"),
    (#"{"caption": "Hi"}"#, "The body must be JSON with a string caption and a string fileId"),
    ("not json", "The body must be JSON with a string caption and a string fileId"),
  ])
  func aBadPostIs400SayingWhyAndPublishesNothing(body: String, message: String) async throws {
    // Given upload 1 finished and upload 2 half sent
    let server = try FixtureServer.start()
    defer { server.stop() }
    _ = try Self.upload("clip", to: server, finished: true)
    _ = try Self.upload("clip", to: server, finished: false)

    // When the post is sent
    let (answer, response) = try await TestHTTP.send(
      "/video-posts", to: server, method: "POST", body: Data(body.utf8))

    // Then it is refused with the reason, and there is no post 1
    #expect(response.statusCode == 400)
    #expect(TestHTTP.errorMessage(in: answer) == message)
    #expect(try await TestHTTP.send("/video-posts/1", to: server).response.statusCode == 404)
  }

  /// Creates an upload of `text`'s bytes and sends all of them, or half.
  private static func upload(
    _ text: String, to server: FixtureServer, finished: Bool
  ) throws
    -> String
  {
    let connection = try RawHTTPConnection(port: server.port)
    let id = try connection.createUpload(length: text.utf8.count)
    let sent = finished ? text : String(text.prefix(text.count / 2))
    try connection.send(TusRequests.patch(id, offset: "0", body: sent))
    _ = try connection.readResponse()
    return id
  }
}
