import Essentials
import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// Cancelling a call at each stage of its life on a real socket: before it is sent, while the
/// server holds the headers, while it holds the body. Each ends at once, as `.cancelled`, with
/// no callback left in the loader and no flight left in the coalescer.
@Suite(.timeLimit(.minutes(10)))
struct CancellationStageTests {
  @Test func cancelledBeforeSendingNeverReachesTheServer() async throws {
    // Given a server that counts what reaches it
    let arrived = Locked(0)
    let server = try FixtureServer.start { _ in
      arrived.withLock { $0 += 1 }
      return nil
    }
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    let (gate, _) = AsyncStream.makeStream(of: Void.self)

    // When the caller is cancelled before it sends
    let call = Task {
      for await _ in gate {}  // returns once the task is cancelled
      return try await client.send(Request<[Album]>(path: "/albums"))
    }
    call.cancel()

    // Then nothing was sent and nothing is left
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    #expect(arrived.withLock { $0 } == 0)
    #expect(client.loader.pendingCount == 0)
    #expect(client.coalescer.flightCount == 0)
  }

  @Test(arguments: [Fault.stallBeforeHeaders, .stallMidBody])
  func cancelledWhileTheServerHoldsTheAnswer(fault: Fault) async throws {
    // Given a server holding the answer before its headers, or half-way through its body
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("/photos", fault)]))
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    var injected = server.injectedFaults.makeAsyncIterator()
    let call = Task { try await client.send(Request<[Photo]>(path: "/photos")) }
    _ = await injected.next()

    // When the caller is cancelled
    call.cancel()

    // Then it ends cancelled with nothing left behind, long before any timeout
    await #expect(throws: HTTPClient.Failure.cancelled) { try await call.value }
    #expect(client.loader.pendingCount == 0)
    #expect(client.coalescer.flightCount == 0)
  }

  @Test func oneCallerOfASharedRequestLeavesAndTheOthersGetTheAnswer() async throws {
    // Given three callers sharing one held request for /photos/1
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos/1", .stallBeforeHeaders)]))
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    var injected = server.injectedFaults.makeAsyncIterator()
    let calls = (0..<3).map { _ in
      Task { try await client.send(Request<Photo>(path: "/photos/1")) }
    }
    _ = await injected.next()
    await client.coalescer.waiting.wait { $0 >= 3 }

    // When one caller is cancelled, and then the server lets the answer go
    calls[0].cancel()
    await #expect(throws: HTTPClient.Failure.cancelled) { try await calls[0].value }
    server.releaseStalls()

    // Then the others get the photo, from the one request
    #expect(try await calls[1].value.id == 1)
    #expect(try await calls[2].value.id == 1)
    #expect(client.coalescer.flightCount == 0)
  }

  @Test func sharedCallersGetOneDecodedValue() async throws {
    // Given eight callers sharing one held request, and a type that counts its decodes
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/albums/1", .stallBeforeHeaders)]))
    defer { server.stop() }
    let client = try HTTPClient(baseURL: server.baseURL, options: .loopback())
    defer { client.shutdown() }
    var injected = server.injectedFaults.makeAsyncIterator()
    let request = Request<CountedAlbum>(path: "/albums/1")
    let calls = (0..<8).map { _ in Task { try await client.send(request) } }
    _ = await injected.next()
    await client.coalescer.waiting.wait { $0 >= 8 }

    // When the answer is let go
    server.releaseStalls()

    // Then all eight have the same value, decoded once
    var serials: Set<Int> = []
    for call in calls { serials.insert(try await call.value.serial) }
    #expect(serials.count == 1)
  }
}

/// An album that numbers each decode, so a test can count them.
private struct CountedAlbum: Decodable, Sendable {
  static let decodes = Locked(0)
  let serial: Int

  init(from decoder: any Decoder) throws {
    serial = Self.decodes.withLock { count in
      count += 1
      return count
    }
  }
}
