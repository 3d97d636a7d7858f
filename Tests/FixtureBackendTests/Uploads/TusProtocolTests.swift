import FixtureBackend
import Foundation
import Testing

/// The tus 1.0 core protocol and creation extension, checked on the wire.
@Suite("tus protocol")
struct TusProtocolTests {
  @Test func optionsAdvertisesTheVersionTheCreationExtensionAndTheMaximumSize() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send("OPTIONS /uploads HTTP/1.1\r\n\r\n")
    let response = try connection.readResponse()

    #expect(response.status == 204)
    #expect(response.headers["tus-version"] == "1.0.0")
    #expect(response.headers["tus-extension"] == "creation")
    #expect(response.headers["tus-max-size"] == String(UploadStore.maximumUploadSize))
  }

  @Test func creatingAnUploadAnswers201WithALocationWhoseOffsetIsZero() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send(TusRequests.create(length: "11"))
    let created = try connection.readResponse()
    let id = try #require(TusRequests.id(from: created))
    try connection.send(TusRequests.head(id))
    let head = try connection.readResponse(hasBody: false)

    #expect(created.status == 201)
    #expect(created.headers["location"] == "/uploads/\(id)")
    #expect(created.headers["tus-resumable"] == "1.0.0")
    #expect(head.status == 200)
    #expect(head.headers["upload-offset"] == "0")
    #expect(head.headers["upload-length"] == "11")
    #expect(head.headers["cache-control"] == "no-store")
  }

  @Test func patchesAppendInOrderAndReportTheNewOffset() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    let id = try connection.createUpload(length: 11)

    try connection.send(TusRequests.patch(id, offset: "0", body: "hello "))
    let first = try connection.readResponse()
    try connection.send(TusRequests.patch(id, offset: "6", body: "world"))
    let second = try connection.readResponse()
    try connection.send("GET /uploads/\(id)/content HTTP/1.1\r\n\r\n")
    let content = try connection.readResponse()

    #expect(first.status == 204)
    #expect(first.headers["upload-offset"] == "6")
    #expect(second.status == 204)
    #expect(second.headers["upload-offset"] == "11")
    #expect(String(decoding: content.body, as: UTF8.self) == "hello world")
    #expect(server.uploads.content(ofUpload: id) == Data("hello world".utf8))
  }

  @Test(arguments: ["0", "7", "99"])
  func aPatchAtTheWrongOffsetIs409BeforeItsBodyAndChangesNothing(offset: String) throws {
    // Given an upload holding 3 bytes
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    let id = try connection.createUpload(length: 10)
    try connection.send(TusRequests.patch(id, offset: "0", body: "abc"))
    _ = try connection.readResponse()

    // When a chunk claims another offset, and its body never comes (as when libcurl resends a
    // PATCH by itself after a reused connection dropped)
    try connection.send(TusRequests.patch(id, offset: offset, body: "", declaredLength: 4))
    let conflict = try connection.readResponse()

    // Then it is refused at once with the offsets named, the connection closes (its body was
    // never read), and the bytes are unchanged
    #expect(conflict.status == 409)
    #expect(
      TestHTTP.errorMessage(in: conflict.body)
        == "Upload-Offset \(offset) does not match the upload's offset 3")
    #expect(conflict.headers["tus-resumable"] == "1.0.0")
    #expect(conflict.headers["connection"] == "close")
    #expect(try connection.isClosedByServer())
    #expect(server.uploads.offset(ofUpload: id) == 3)
  }

  @Test(arguments: [nil, "0.2.2"])
  func aRequestWithoutTusResumable1_0_0Is412(version: String?) throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    let id = try connection.createUpload(length: 4)

    let requests = [
      TusRequests.create(length: "4", tus: version), TusRequests.head(id, tus: version),
      TusRequests.patch(id, offset: "0", body: "abcd", tus: version),
    ]
    for request in requests {
      try connection.send(request)
      let response = try connection.readResponse(hasBody: !request.hasPrefix("HEAD"))
      #expect(response.status == 412)
      #expect(response.headers["tus-version"] == "1.0.0")
    }
    #expect(server.uploads.offset(ofUpload: id) == 0)
  }

  @Test func anUnknownUploadIs404ForHeadPatchAndContent() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send(TusRequests.head("42"))
    let head = try connection.readResponse(hasBody: false)
    try connection.send("GET /uploads/42/content HTTP/1.1\r\n\r\n")
    let content = try connection.readResponse()
    try connection.send(TusRequests.patch("42", offset: "0", body: "abcd"))
    let patch = try connection.readResponse()

    #expect(head.status == 404)
    #expect(patch.status == 404)
    #expect(TestHTTP.errorMessage(in: patch.body) == "No upload with id 42")
    #expect(content.status == 404)
  }

  @Test(arguments: [
    ("", 400, "Upload-Length must be a non-negative integer, not \"\""),
    ("-1", 400, "Upload-Length must be a non-negative integer, not \"-1\""),
    ("12abc", 400, "Upload-Length must be a non-negative integer, not \"12abc\""),
    (
      String(UploadStore.maximumUploadSize + 1), 413,
      "Upload-Length \(UploadStore.maximumUploadSize + 1) exceeds this server's maximum of "
        + "\(UploadStore.maximumUploadSize) bytes"
    ),
  ])
  func aBadUploadLengthIsRefusedSayingWhy(length: String, status: Int, message: String) throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send(TusRequests.create(length: length))
    let response = try connection.readResponse()

    #expect(response.status == status)
    #expect(TestHTTP.errorMessage(in: response.body) == message)
  }

  @Test func aChunkPastTheDeclaredLengthIs413AndStoresNothing() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    let id = try connection.createUpload(length: 4)

    try connection.send(TusRequests.patch(id, offset: "0", body: "abcde"))
    let response = try connection.readResponse()

    #expect(response.status == 413)
    #expect(server.uploads.offset(ofUpload: id) == 0)
  }

  @Test func aPatchThatIsNotOffsetOctetStreamIs415() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    let id = try connection.createUpload(length: 4)

    try connection.send(
      TusRequests.patch(id, offset: "0", body: "abcd", contentType: "application/json"))

    #expect(try connection.readResponse().status == 415)
    #expect(server.uploads.offset(ofUpload: id) == 0)
  }

  @Test func storageBeyondCapacityIs413() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    let fits = UploadStore.capacity / UploadStore.maximumUploadSize

    for _ in 0..<fits { _ = try connection.createUpload(length: UploadStore.maximumUploadSize) }
    try connection.send(TusRequests.create(length: "1"))
    let response = try connection.readResponse()

    #expect(response.status == 413)
    #expect(TestHTTP.errorMessage(in: response.body)?.contains("storage is full") == true)
  }

  @Test func aMethodTheUploadDoesNotKnowIs405ListingPatch() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send("DELETE /uploads/1 HTTP/1.1\r\n\r\n")
    let response = try connection.readResponse()

    #expect(response.status == 405)
    #expect(response.headers["allow"] == "HEAD, PATCH")
  }
}
