import FixtureBackend
import Foundation
import Testing

/// What each fault puts on the wire, read raw: the server's side of every fault the client
/// tests rely on.
@Suite(.timeLimit(.minutes(10)))
struct FaultDeliveryTests {
  @Test func aStatusFaultAnswersWithAJSONErrorAndRetryAfter() async throws {
    // Given a plan failing /photos with 503 and Retry-After: 2
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos", .status(503, retryAfter: .seconds(2)))]))
    defer { server.stop() }

    // When photos are requested
    let exchange = try await RawExchange.send(RawExchange.get("/photos"), to: server.port)

    // Then the answer is the 503, the pause and the error body
    #expect(exchange.head.hasPrefix("HTTP/1.1 503 Service Unavailable"))
    #expect(exchange.header("retry-after") == "2")
    #expect(
      String(decoding: exchange.body, as: UTF8.self) == #"{"error":"Injected fault: status 503"}"#)
  }

  @Test func aRetryAfterDateIsAnHTTPDateInTheFuture() async throws {
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("*", .status(429, retryAfter: .date(secondsFromNow: 60)))]))
    defer { server.stop() }

    let sent = Date()
    let exchange = try await RawExchange.send(RawExchange.get("/albums"), to: server.port)
    let received = Date()

    // The server stamped its "now" between the two readings: a bracket, not a bound on how
    // long the exchange took, so it holds however slow the machine (whole seconds: the date
    // drops the fraction).
    let value = try #require(exchange.header("retry-after"))
    #expect(value.hasSuffix(" GMT"))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"  // Sun, 06 Nov 1994 08:49:37 GMT
    let date = try #require(formatter.date(from: value), "\(value) is not an HTTP-date")
    let stamped = date.addingTimeInterval(-60).timeIntervalSince1970
    #expect(stamped >= sent.timeIntervalSince1970.rounded(.down))
    #expect(stamped <= received.timeIntervalSince1970)
  }

  @Test func aRuleWithACountFailsThatManyRequestsThenStops() async throws {
    // Given the first two requests for /albums fail
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/albums", .status(500), times: 2)]))
    defer { server.stop() }

    // When /albums is requested three times
    var statuses: [String] = []
    for _ in 1...3 {
      let exchange = try await RawExchange.send(RawExchange.get("/albums"), to: server.port)
      statuses.append(String(exchange.head.prefix(12)))
    }

    // Then the third succeeds
    #expect(statuses == ["HTTP/1.1 500", "HTTP/1.1 500", "HTTP/1.1 200"])
  }

  @Test func thePlanCanChangeWhileTheServerRuns() async throws {
    // Given a server with no faults
    let server = try FixtureServer.start()
    defer { server.stop() }
    let before = try await RawExchange.send(RawExchange.get("/albums/1"), to: server.port)

    // When a plan is set
    server.faults = FaultPlan([FaultRule("/albums/*", .status(502))])
    let after = try await RawExchange.send(RawExchange.get("/albums/1"), to: server.port)

    // Then it applies from the next request
    #expect(before.head.hasPrefix("HTTP/1.1 200"))
    #expect(after.head.hasPrefix("HTTP/1.1 502"))
    #expect(server.faults.rules.count == 1)
  }

  @Test func brokenBodiesAre200sThatDoNotParse() async throws {
    let server = try FixtureServer.start(
      faults: FaultPlan([
        FaultRule("/photos", .malformedJSON), FaultRule("/albums", .wrongShapeJSON),
      ]))
    defer { server.stop() }

    let malformed = try await RawExchange.send(RawExchange.get("/photos"), to: server.port)
    let wrongShape = try await RawExchange.send(RawExchange.get("/albums"), to: server.port)

    #expect(malformed.head.hasPrefix("HTTP/1.1 200"))
    #expect((try? JSONSerialization.jsonObject(with: Data(malformed.body))) == nil)
    #expect(wrongShape.head.hasPrefix("HTTP/1.1 200"))
    #expect((try? JSONSerialization.jsonObject(with: Data(wrongShape.body))) is [String: Any])
  }

  @Test func aTruncatedBodyEndsBeforeItsContentLength() async throws {
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("/albums", .truncatedBody)]))
    defer { server.stop() }

    let exchange = try await RawExchange.send(RawExchange.get("/albums"), to: server.port)

    let announced = try #require(exchange.header("content-length").flatMap { Int($0) })
    #expect(exchange.ending == .closed)
    #expect(exchange.body.count == announced / 2)
  }

  @Test func aResetMidBodyResetsAfterHalfTheBody() async throws {
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("/albums", .resetMidBody)]))
    defer { server.stop() }

    let exchange = try await RawExchange.send(RawExchange.get("/albums"), to: server.port)

    #expect(exchange.ending == .reset)
    #expect(exchange.head.hasPrefix("HTTP/1.1 200"))
    let announced = try #require(exchange.header("content-length").flatMap { Int($0) })
    #expect(exchange.body.count < announced)
  }

  @Test func aResetMidUploadCutsTheRequestOffUnanswered() async throws {
    // Given a server that resets uploads to /video-posts half-way
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/video-posts", .resetMidUpload)]))
    defer { server.stop() }
    let body = [UInt8](repeating: 65, count: 200_000)

    // When a POST sends its head and the first part of its body
    let exchange = try await RawExchange.send(
      "POST /video-posts HTTP/1.1\r\nHost: fixture\r\nContent-Length: \(body.count * 2)\r\n\r\n",
      to: server.port, body: body)

    // Then the server resets without a single byte of answer
    #expect(exchange.bytes.isEmpty)
    #expect(exchange.ending == .reset)
  }

  @Test func oversizedBodiesAreAnnouncedOrNot() async throws {
    let server = try FixtureServer.start(
      faults: FaultPlan([
        FaultRule("/photos", .oversizedBody(bytes: 100_000, announced: true)),
        FaultRule("/albums", .oversizedBody(bytes: 100_000, announced: false)),
      ]))
    defer { server.stop() }

    let announced = try await RawExchange.send(RawExchange.get("/photos"), to: server.port)
    let streamed = try await RawExchange.send(RawExchange.get("/albums"), to: server.port)

    #expect(announced.header("content-length") == "100000")
    #expect(announced.body.count == 100_000)
    #expect(streamed.header("content-length") == nil)
    #expect(streamed.body.count == 100_000)
    #expect(streamed.ending == .closed)
  }

  @Test func anEndlessBodyHasNoLengthAndGoesOnPastAnyLimit() async throws {
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos", .endlessBody(limit: FaultPlan.endlessLimit))]))
    defer { server.stop() }

    // When 8 MiB of the answer have been read
    let exchange = try await RawExchange.send(
      RawExchange.get("/photos"), to: server.port, atMost: 8 << 20)

    // Then it is a 200 with no length, a '[' and spaces, and still going
    #expect(exchange.head.hasPrefix("HTTP/1.1 200"))
    #expect(exchange.header("content-length") == nil)
    #expect(exchange.ending == .stoppedReading)
    #expect(exchange.body.first == UInt8(ascii: "["))
    #expect(exchange.body.dropFirst().allSatisfy { $0 == UInt8(ascii: " ") })
  }

  @Test func aTrickleUploadStoresWhatArrivesAndNeverAnswers() async throws {
    // Given a server taking uploads at 100 bytes a second, and an upload of 250 bytes
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/uploads/*", .trickleUpload(bytesPerSecond: 100))]))
    defer { server.stop() }
    let created = try await RawExchange.send(
      "POST /uploads HTTP/1.1\r\nHost: fixture\r\nTus-Resumable: 1.0.0\r\nUpload-Length: 250\r\n"
        + "Connection: close\r\n\r\n", to: server.port)
    let location = try #require(created.header("location"))

    // When the whole chunk is sent in one PATCH
    let patched = try await RawExchange.send(
      "PATCH \(location) HTTP/1.1\r\nHost: fixture\r\nTus-Resumable: 1.0.0\r\n"
        + "Content-Type: application/offset+octet-stream\r\nUpload-Offset: 0\r\n"
        + "Content-Length: 250\r\n\r\n", to: server.port,
      body: [UInt8](repeating: 7, count: 250))

    // Then the server took it in sips and stored all of it, but never answered
    #expect(patched.bytes.isEmpty)
    #expect(patched.ending == .closed)
    let id = String(location.split(separator: "/").last ?? "")
    #expect(server.uploads.offset(ofUpload: id) == 250)
  }

  @Test func aRedirectLoopPointsBackAtTheSameURL() async throws {
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("/photos", .redirectLoop)]))
    defer { server.stop() }

    let exchange = try await RawExchange.send(
      RawExchange.get("/photos?albumId=3"), to: server.port)

    #expect(exchange.head.hasPrefix("HTTP/1.1 302"))
    #expect(exchange.header("location") == "/photos?albumId=3")
  }

  @Test func aDelayIsMeasuredOnTheServer() async throws {
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/albums/1", .delay(.milliseconds(200)))]))
    defer { server.stop() }

    let clock = ContinuousClock()
    let start = clock.now
    let exchange = try await RawExchange.send(RawExchange.get("/albums/1"), to: server.port)

    // A lower bound only: the server cannot answer sooner, however fast the machine, and a
    // slower machine only answers later
    #expect(clock.now - start >= .milliseconds(200))
    #expect(exchange.head.hasPrefix("HTTP/1.1 200"))
  }

  @Test(arguments: [Fault.stallBeforeHeaders, .stallMidBody])
  func aStallHoldsUntilReleased(fault: Fault) async throws {
    // Given a server that stalls /albums/1
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("/albums/1", fault)]))
    defer { server.stop() }
    var injected = server.injectedFaults.makeAsyncIterator()

    // When the request is held and then released
    let exchange = try await RawExchange.send(RawExchange.get("/albums/1"), to: server.port) {
      let seen = await injected.next()
      #expect(seen?.path == "/albums/1")
      #expect(seen?.fault == fault)
      server.releaseStalls()
    }

    // Then the whole answer arrives after all
    let announced = try #require(exchange.header("content-length").flatMap { Int($0) })
    #expect(exchange.body.count == announced)
  }

  @Test func aStallEndsWhenTheServerStops() async throws {
    // Given a request stalled before its headers
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("*", .stallBeforeHeaders)]))
    var injected = server.injectedFaults.makeAsyncIterator()

    // When the server stops while holding it
    let exchange = try await RawExchange.send(RawExchange.get("/albums"), to: server.port) {
      _ = await injected.next()
      server.stop()
    }

    // Then the connection ends with no answer, and stop() did not hang
    #expect(exchange.bytes.isEmpty)
  }
}
