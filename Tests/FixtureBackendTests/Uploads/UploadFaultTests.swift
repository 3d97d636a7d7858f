import FixtureBackend
import Foundation
import Testing

/// What a dropped or stalled PATCH leaves behind: the ground resuming stands on.
@Suite("Upload faults", .timeLimit(.minutes(10)))
struct UploadFaultTests {
  @Test func aResetMidUploadKeepsTheHalfThatArrivedAndTheUploadResumesFromThere() throws {
    // Given an upload whose next PATCH the fault plan resets half way through its body
    let server = try FixtureServer.start()
    defer { server.stop() }
    let first = try RawHTTPConnection(port: server.port)
    let id = try first.createUpload(length: 10)
    server.faults = FaultPlan([FaultRule("/uploads/\(id)", .resetMidUpload, times: 1)])

    // When the whole body is sent
    try first.send(TusRequests.patch(id, offset: "0", body: "abcdefghij"))

    // Then no answer comes, the server kept the first 5 bytes, and a PATCH from there finishes
    #expect(throws: RawHTTPConnection.Failure.self) { try first.readResponse() }
    let second = try RawHTTPConnection(port: server.port)
    try second.send(TusRequests.head(id))
    #expect(try second.readResponse(hasBody: false).headers["upload-offset"] == "5")
    try second.send(TusRequests.patch(id, offset: "5", body: "fghij"))
    #expect(try second.readResponse().headers["upload-offset"] == "10")
    #expect(server.uploads.content(ofUpload: id) == Data("abcdefghij".utf8))
  }

  @Test func bytesAreStoredAsTheyArriveAndANewerRequestStopsTheOldPatch() async throws {
    // Given a PATCH promising 10 bytes that has sent 6, held by the server after the 4th
    let server = try FixtureServer.start()
    let gate = UploadGate()
    defer { server.stop() }
    defer { gate.open() }  // runs first: never leave a server thread waiting
    let stale = try RawHTTPConnection(port: server.port)
    let id = try stale.createUpload(length: 10)
    server.uploads.hold(atOffset: 4, gate: gate)
    try stale.send(TusRequests.patch(id, offset: "0", body: "abcdef", declaredLength: 10))
    await gate.reached()

    // When a HEAD arrives on another connection (a client resuming after giving up on it)
    let fresh = try RawHTTPConnection(port: server.port)
    try fresh.send(TusRequests.head(id))
    let head = try fresh.readResponse(hasBody: false)
    gate.open()
    try stale.send("ghij")

    // Then the HEAD saw the 4 bytes stored before the body ended, and the old PATCH wrote
    // nothing more: its connection was dropped, and the offset the HEAD gave stays true
    #expect(head.headers["upload-offset"] == "4")
    #expect(throws: RawHTTPConnection.Failure.self) { try stale.readResponse() }
    #expect(server.uploads.content(ofUpload: id) == Data("abcd".utf8))
    try fresh.send(TusRequests.patch(id, offset: "4", body: "EFGHIJ"))
    #expect(try fresh.readResponse().headers["upload-offset"] == "10")
    #expect(server.uploads.content(ofUpload: id) == Data("abcdEFGHIJ".utf8))
  }

  @Test func aLargeChunkOverURLSessionArrivesIntact() async throws {
    // Given an upload of 3 MiB of patterned bytes
    let server = try FixtureServer.start()
    defer { server.stop() }
    let bytes = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
    let (_, created) = try await TestHTTP.send(
      "/uploads", to: server, method: "POST",
      headers: ["Tus-Resumable": "1.0.0", "Upload-Length": String(bytes.count)])
    let location = try #require(created.value(forHTTPHeaderField: "Location"))

    // When it is sent as one PATCH
    let (_, patched) = try await TestHTTP.send(
      location, to: server, method: "PATCH",
      headers: [
        "Tus-Resumable": "1.0.0", "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      ], body: bytes)

    // Then every byte arrived in order
    #expect(patched.statusCode == 204)
    #expect(patched.value(forHTTPHeaderField: "Upload-Offset") == String(bytes.count))
    let (content, _) = try await TestHTTP.send(location + "/content", to: server)
    #expect(content == bytes)
  }
}
