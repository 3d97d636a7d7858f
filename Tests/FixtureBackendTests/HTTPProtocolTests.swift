import Essentials
import FixtureBackend
import Foundation
import Models
import Testing

@Suite("HTTP protocol")
struct HTTPProtocolTests {
  @Test func sequentialRequestsShareOneKeptAliveConnection() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    for id in 1...5 {
      try connection.send("GET /photos/\(id) HTTP/1.1\r\nHost: fixture\r\n\r\n")
      let response = try connection.readResponse()
      let photo = try JSONDecoder().decode(WirePhoto.self, from: response.body)
      #expect(response.status == 200)
      #expect(photo.id == id)
      #expect(response.headers["connection"] == nil)
    }
  }

  @Test func sequentialURLSessionRequestsAllSucceed() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    for id in 1...10 {
      let user = try await TestHTTP.get(WireUser.self, "/users/\(id)", from: server)
      #expect(user.id == id)
    }
  }

  @Test func pipelinedRequestsAreAnsweredInOrder() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send(
      "GET /users/2 HTTP/1.1\r\n\r\nGET /nope HTTP/1.1\r\n\r\nGET /users/3 HTTP/1.1\r\n\r\n")

    #expect(try connection.readResponse().status == 200)
    #expect(try connection.readResponse().status == 404)
    #expect(try JSONDecoder().decode(WireUser.self, from: connection.readResponse().body).id == 3)
  }

  @Test(arguments: ["HTTP/1.1\r\nConnection: close", "HTTP/1.0"])
  func connectionCloseIsHonoured(versionAndHeaders: String) throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send("GET /users/1 \(versionAndHeaders)\r\n\r\n")
    let response = try connection.readResponse()

    #expect(response.status == 200)
    #expect(response.headers["connection"] == "close")
    #expect(try connection.isClosedByServer())
  }

  @Test func headIsAnsweredWithoutABodyAndKeepsTheConnectionUsable() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send("HEAD /photos HTTP/1.1\r\n\r\nGET /users/1 HTTP/1.1\r\n\r\n")
    let head = try connection.readResponse(hasBody: false)
    let next = try connection.readResponse()

    #expect(head.status == 405)
    #expect(Int(head.headers["content-length"] ?? "") ?? 0 > 0)
    #expect(next.status == 200)
  }

  @Test(arguments: [
    "GARBAGE\r\n\r\n", "GET /photos\r\n\r\n", "GET photos HTTP/1.1\r\n\r\n",
    "GET /photos HTTP/1.1\r\nNo colon here\r\n\r\n", "GET /%zz HTTP/1.1\r\n\r\n",
    "GET / HTTP/1.1\r\nContent-Length: -3\r\n\r\n",
  ])
  func malformedRequestsAre400AndClosed(request: String) throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send(request)
    let response = try connection.readResponse()

    #expect(response.status == 400)
    #expect(TestHTTP.errorMessage(in: response.body) != nil)
    #expect(try connection.isClosedByServer())
  }

  @Test func unsupportedHTTPVersionIs505() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    try connection.send("GET /users HTTP/2.0\r\n\r\n")

    #expect(try connection.readResponse().status == 505)
  }

  @Test func oversizedHeadIs431NotACrash() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)

    let padding = String(repeating: "x", count: 20_000)
    try connection.send("GET /users HTTP/1.1\r\nX-Padding: \(padding)\r\n\r\n")

    #expect(try connection.readResponse().status == 431)
    #expect(try connection.isClosedByServer())
  }

  @Test func interceptOverridesARouteAndFallsThroughOtherwise() async throws {
    let server = try FixtureServer.start { request in
      request.path == "/photos" ? .error(500, "Database on fire") : nil
    }
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send("/photos", to: server)
    let users = try await TestHTTP.get([WireUser].self, "/users", from: server)

    #expect(response.statusCode == 500)
    #expect(TestHTTP.errorMessage(in: body) == "Database on fire")
    #expect(users.count == 10)
  }

  @Test func interceptCanServeMalformedJSONVerbatim() async throws {
    let server = try FixtureServer.start { _ in .json(Data("{\"id\": 1,".utf8)) }
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send("/photos/1", to: server)

    #expect(response.statusCode == 200)
    #expect(String(decoding: body, as: UTF8.self) == "{\"id\": 1,")
  }

  @Test func interceptSeesTheDecodedRequestAndItsWholeBody() async throws {
    let seen = Locked<FixtureRequest?>(nil)
    let server = try FixtureServer.start { request in
      seen.withLock { $0 = request }
      return FixtureResponse(status: 201, headers: [("X-Echo", "yes")], body: request.body)
    }
    defer { server.stop() }
    // Large enough that curl may hold it back behind `Expect: 100-continue`.
    let upload = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0) })

    let (body, response) = try await TestHTTP.send(
      "/uploads/a%20b?name=caf%C3%A9&flag", to: server, method: "POST",
      headers: ["X-Client": "tests", "Content-Type": "application/octet-stream"], body: upload)

    #expect(response.statusCode == 201)
    #expect(response.value(forHTTPHeaderField: "X-Echo") == "yes")
    #expect(body == upload)
    let request = try #require(seen.withLock { $0 })
    #expect(request.method == "POST")
    #expect(request.path == "/uploads/a b")
    #expect(
      request.queryItems == [
        URLQueryItem(name: "name", value: "café"), URLQueryItem(name: "flag", value: nil),
      ])
    #expect(request.header("x-CLIENT") == "tests")
    #expect(request.body == upload)
  }
}
