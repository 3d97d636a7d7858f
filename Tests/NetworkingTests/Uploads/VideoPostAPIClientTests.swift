import Essentials
import FixtureBackend
import Foundation
import Models
import Testing

@testable import HTTPTransport
@testable import Networking

/// The production `VideoPostService` against the fixture server: upload, then post.
@Suite(.timeLimit(.minutes(10)))
struct VideoPostAPIClientTests {
  static let chunk = 1 << 20

  /// Every event of an upload, and how it ended.
  struct EventLog {
    var events: [UploadEvent] = []
    var failure: (any Error)?

    static func collect(
      _ stream: AsyncThrowingStream<UploadEvent, any Error>,
      onEvent: (UploadEvent) -> Void = { _ in }
    ) async -> EventLog {
      var log = EventLog()
      do {
        for try await event in stream {
          log.events.append(event)
          onEvent(event)
        }
      } catch {
        log.failure = error
      }
      return log
    }

    var created: ResumableUpload? {
      if case .created(let upload)? = events.first { upload } else { nil }
    }

    /// Every progress event, confirmed bytes included.
    var transfer: [TransferProgress] {
      events.compactMap { if case .progress(let progress) = $0 { progress } else { nil } }
    }

    /// The bytes sent, each time that count moved on (an event may only confirm more).
    var progress: [Int64] {
      transfer.map(\.completed).reduce(into: []) { moved, sent in
        if moved.last != sent { moved.append(sent) }
      }
    }

    var finished: UploadedFile? {
      if case .finished(let file)? = events.last { file } else { nil }
    }
  }

  @Test func aVideoIsUploadedThenPostedAndThePostCanBeReadBack() async throws {
    // Given a 3 MiB and a bit video file
    let file = try UploadFile(size: 3 * Self.chunk + 4321)
    defer { file.remove() }
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let service = VideoPostAPIClient(client: fixture.client, chunkSize: Self.chunk)

    // When it is uploaded and posted
    let log = await EventLog.collect(service.upload(file: file.url, resuming: nil))
    let uploaded = try #require(log.finished)
    let post = try await service.createPost(caption: "Sunset over the bay", fileID: uploaded.id)

    // Then the events came in order, the server holds the same bytes, and GET /video-posts/N gives
    // the post back
    #expect(log.failure == nil)
    let created = try #require(log.created)
    #expect(created.size == Int64(file.size))
    #expect(log.progress.first == 0)
    #expect(log.progress.last == Int64(file.size))
    #expect(zip(log.progress, log.progress.dropFirst()).allSatisfy { $0 < $1 })
    #expect(log.transfer.allSatisfy { $0.confirmed <= $0.completed })
    #expect(log.transfer.last?.confirmed == Int64(file.size))
    #expect(uploaded == UploadedFile(id: created.location.lastPathComponent, size: created.size))
    #expect(fixture.storedChecksum(of: created.location) == (try file.checksum()))
    #expect(post == VideoPost(id: 1, caption: "Sunset over the bay", fileID: uploaded.id))
    #expect(try await service.post(id: post.id) == post)
  }

  @Test func resumingAfterACancelGoesOnFromTheServersOffset() async throws {
    // Given an upload cancelled while the server held it half way through the second chunk
    let file = try UploadFile(size: 3 * Self.chunk)
    defer { file.remove() }
    let fixture = try UploadServer()
    let gate = UploadGate()
    defer { fixture.stop() }
    defer { gate.open() }
    let held = Self.chunk + Self.chunk / 2
    fixture.server.uploads.hold(atOffset: held, gate: gate)
    let service = VideoPostAPIClient(client: fixture.client, chunkSize: Self.chunk)
    let first = Task { await EventLog.collect(service.upload(file: file.url, resuming: nil)) }
    await gate.reached()
    first.cancel()
    let created = try #require(await first.value.created)
    gate.open()

    // When the upload is resumed
    let log = await EventLog.collect(service.upload(file: file.url, resuming: created))

    // Then it is the same upload, sent on from where the server was, and the file arrived whole
    #expect(log.failure == nil)
    #expect(log.created == created)
    #expect((log.progress.first ?? 0) >= Int64(held))
    #expect(log.finished?.size == Int64(file.size))
    #expect(fixture.storedChecksum(of: created.location) == (try file.checksum()))
    #expect(fixture.requests.filter { $0.method == "POST" }.count == 1)
  }

  @Test func resumingAnUploadTheServerNoLongerHasStartsANewOne() async throws {
    let file = try UploadFile(size: 1000)
    defer { file.remove() }
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let service = VideoPostAPIClient(client: fixture.client, chunkSize: Self.chunk)
    let forgotten = ResumableUpload(
      location: fixture.server.baseURL.appending(path: "uploads/77"), file: file.url, size: 1000)

    let log = await EventLog.collect(service.upload(file: file.url, resuming: forgotten))

    #expect(log.failure == nil)
    let created = try #require(log.created)
    #expect(created.location != forgotten.location)
    #expect(fixture.storedChecksum(of: created.location) == (try file.checksum()))
  }

  @Test func resumingWithAnotherFileUploadsThatFileAfresh() async throws {
    let first = try UploadFile(size: 500, seed: 1)
    let second = try UploadFile(size: 700, seed: 2)
    defer { first.remove() }
    defer { second.remove() }
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let service = VideoPostAPIClient(client: fixture.client, chunkSize: Self.chunk)
    let earlier = try #require(
      await EventLog.collect(service.upload(file: first.url, resuming: nil)).created)

    let log = await EventLog.collect(service.upload(file: second.url, resuming: earlier))

    let created = try #require(log.created)
    #expect(created.file == second.url)
    #expect(created.location != earlier.location)
    #expect(fixture.storedChecksum(of: created.location) == (try second.checksum()))
  }

  @Test func postingAnUnfinishedUploadFailsWithTheServersReason() async throws {
    let fixture = try UploadServer()
    defer { fixture.stop() }
    let file = try UploadFile(size: 10)
    defer { file.remove() }
    let upload = try await fixture.uploader(chunkSize: Self.chunk).create(file: file.url)
    let service = VideoPostAPIClient(client: fixture.client)

    let failure = await #expect(throws: HTTPClient.Failure.self) {
      try await service.createPost(caption: "Too soon", fileID: upload.location.lastPathComponent)
    }

    #expect(
      failure?.localizedDescription
        == "Server returned 400 Bad Request: Upload 1 is not finished: 0 of 10 bytes arrived")
  }
}
