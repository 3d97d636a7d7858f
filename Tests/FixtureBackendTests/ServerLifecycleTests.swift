import FixtureBackend
import Foundation
import Testing

@Suite("Server lifecycle")
struct ServerLifecycleTests {
  @Test func serverListensOnAnEphemeralLoopbackPort() throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    #expect(server.port != 0)
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
  }

  @Test func twoServersRunSideBySide() async throws {
    let first = try FixtureServer.start(dataset: FixtureDataset(seed: 1))
    defer { first.stop() }
    let second = try FixtureServer.start(dataset: FixtureDataset(seed: 2))
    defer { second.stop() }

    let firstUser = try await TestHTTP.get(WireUser.self, "/users/1", from: first)
    let secondUser = try await TestHTTP.get(WireUser.self, "/users/1", from: second)

    #expect(first.port != second.port)
    #expect(firstUser.name == first.dataset.users[0].name)
    #expect(secondUser.name == second.dataset.users[0].name)
  }

  @Test func stopRefusesFurtherConnectionsAndIsIdempotent() async throws {
    let server = try FixtureServer.start()
    _ = try await TestHTTP.send("/users/1", to: server)

    server.stop()
    server.stop()

    #expect(throws: RawHTTPConnection.Failure.self) { try RawHTTPConnection(port: server.port) }
    await #expect(throws: URLError.self) { try await TestHTTP.send("/users/1", to: server) }
  }

  @Test func stopClosesIdleKeptAliveConnections() throws {
    let server = try FixtureServer.start()
    let connection = try RawHTTPConnection(port: server.port)
    try connection.send("GET /users/1 HTTP/1.1\r\nHost: fixture\r\n\r\n")
    #expect(try connection.readResponse().status == 200)

    server.stop()

    #expect(try connection.isClosedByServer())
  }

  @Test func releasingTheServerStopsIt() throws {
    var server: FixtureServer? = try FixtureServer.start()
    let port = try #require(server?.port)

    server = nil

    #expect(throws: RawHTTPConnection.Failure.self) { try RawHTTPConnection(port: port) }
  }

  @Test func startingOnATakenPortFailsNamingThePort() throws {
    let first = try FixtureServer.start()
    defer { first.stop() }

    let error = #expect(throws: FixtureServer.StartError.self) {
      try FixtureServer.start(port: first.port)
    }

    guard case .portInUse(let port) = error else {
      Issue.record("expected portInUse, got \(String(describing: error))")
      return
    }
    #expect(port == first.port)
    #expect(error?.description.contains("127.0.0.1:\(first.port)") == true)
    #expect(error?.description.localizedCaseInsensitiveContains("in use") == true)
  }

  @Test func aStoppedServersPortCanBeReusedAtOnce() throws {
    let first = try FixtureServer.start()
    let port = first.port
    first.stop()

    let second = try FixtureServer.start(port: port)
    defer { second.stop() }

    #expect(second.port == port)
  }

  #if os(Linux)
    @Test func stoppedServersLeaveNoThreadOrSocketBehind() throws {
      var ports: [UInt16] = []
      for _ in 0..<30 {
        let server = try FixtureServer.start()
        ports.append(server.port)
        let idle = try RawHTTPConnection(port: server.port)
        let busy = try RawHTTPConnection(port: server.port)
        try busy.send("GET /users/1 HTTP/1.1\r\n\r\n")
        _ = try busy.readResponse()
        if ports.count == 1 {
          // The probes must see a live server, or finding nothing afterwards proves nothing.
          #expect(try ProcessResources.threads(ofServerOn: server.port).count == 3)
          #expect(try ProcessResources.socketIsOpen(onPort: server.port))
        }

        server.stop()
        _ = (idle, busy)
      }

      let threadsLeft = try ports.flatMap { try ProcessResources.threads(ofServerOn: $0) }
      let socketsLeft = try ports.filter { try ProcessResources.socketIsOpen(onPort: $0) }
      // stop() returns when its threads have finished their work; the kernel may take a moment
      // more to reap the last server's. A leak would leave threads of every server: 30 or more.
      #expect(threadsLeft.count <= 3, "threads left: \(threadsLeft)")
      #expect(socketsLeft.isEmpty, "sockets left open on ports \(socketsLeft)")
    }
  #endif
}
