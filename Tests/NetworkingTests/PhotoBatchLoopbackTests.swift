import DataEngine
import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import Testing

/// Loading photos in batches end to end: the real client against the fixture server on
/// loopback, kept in a store the way the photo list keeps them.
@Suite("Photo batches over loopback", .timeLimit(.minutes(10)))
struct PhotoBatchLoopbackTests {
  /// Loads every batch `service` has into a fresh store, as the photo list does; returns the
  /// store, the cursor, the batches' sizes and the failure that ended the load, if one did.
  func loadAll(
    from service: PhotoAPIClient, mostRows: Int = PhotoBatchCursor.defaultMostRows
  ) async -> (
    store: InMemoryStore<Photo>, cursor: PhotoBatchCursor, sizes: [Int], failure: (any Error)?
  ) {
    let store = InMemoryStore<Photo>()
    let sync = PhotoSync(service: service, store: store)
    var cursor = PhotoBatchCursor(mostRows: mostRows)
    var sizes: [Int] = []
    do {
      repeat {
        let batch = try await sync.batch(from: cursor.nextOffset)
        cursor.take(batch)
        _ = try sync.keep(batch, of: cursor)
        sizes.append(batch.photos.count)
      } while !cursor.isOver
    } catch {
      return (store, cursor, sizes, error)
    }
    return (store, cursor, sizes, nil)
  }

  /// A client of `server` that tries each request once.
  func client(of server: FixtureServer) throws -> HTTPClient {
    try HTTPClient(baseURL: server.baseURL, options: .loopback())
  }

  @Test func theFirstBatchIsTheFirstPageWithTheServersTotal() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try client(of: server)
    defer { client.shutdown() }

    let first = try await PhotoAPIClient(client: client, batchSize: 2_000).photos(from: 0)

    #expect(first.photos.map(\.id) == Array(1...2_000))
    #expect(first.total == 5_000)
    #expect(!first.isLast)
  }

  @Test func everyBatchArrivesInOrderGrowingToFourTimesTheFirstAndTheLastIsShort() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let client = try client(of: server)
    defer { client.shutdown() }

    let (store, cursor, sizes, failure) = await loadAll(
      from: PhotoAPIClient(client: client, batchSize: 500))

    #expect(failure == nil)
    #expect(sizes == [500, 500, 1_000, 2_000, 1_000])
    #expect(try store.fetchAll().map(\.id) == Array(1...5_000))
    #expect(cursor.expected == 5_000)
  }

  @Test func aFailingBatchInTheMiddleEndsTheLoadWithWhatArrivedKept() async throws {
    let server = try FixtureServer.start { request in
      request.queryValues("_start") == ["2000"] ? .error(500, "The disk is on fire") : nil
    }
    defer { server.stop() }
    let client = try client(of: server)
    defer { client.shutdown() }

    let (store, cursor, _, failure) = await loadAll(
      from: PhotoAPIClient(client: client, batchSize: 1_000))

    #expect((failure as? HTTPClient.Failure)?.description.contains("The disk is on fire") == true)
    #expect(try store.fetchAll().map(\.id) == Array(1...2_000))
    #expect(cursor.received == 2_000)
    #expect(cursor.expected == 5_000)
    #expect(!cursor.isComplete)
  }

  @Test func aServerThatDoesNotPageSendsItsWholeListInOneAnswer() async throws {
    // A server that ignores the page it is asked for and sends no total, as a plain file would
    let whole = try FixtureServer.start()
    let server = try FixtureServer.start { request in
      guard request.path == "/photos" else { return nil }
      return .json(encoding: whole.dataset.photos.map(WirePhoto.init))
    }
    defer {
      server.stop()
      whole.stop()
    }
    let client = try client(of: server)
    defer { client.shutdown() }

    let (store, cursor, sizes, failure) = await loadAll(
      from: PhotoAPIClient(client: client, batchSize: 1_000))

    #expect(failure == nil)
    #expect(sizes == [5_000])
    #expect(try store.fetchAll().map(\.id) == Array(1...5_000))
    #expect(cursor.isComplete)
  }

  @Test(arguments: ["3", "999999", "many", nil])
  func aTotalThatIsWrongOrMissingStillLoadsEveryPhoto(claimed: String?) async throws {
    // A server that pages right but counts wrong (or not at all, or not in a number)
    let paged = try FixtureServer.start()
    let server = try FixtureServer.start { request in
      guard request.path == "/photos" else { return nil }
      let page = Self.slice(of: paged.dataset.photos, for: request)
      let response = FixtureResponse.json(encoding: page.map(WirePhoto.init))
      return claimed.map { response.adding(header: "X-Total-Count", $0) } ?? response
    }
    defer {
      server.stop()
      paged.stop()
    }
    let client = try client(of: server)
    defer { client.shutdown() }

    let (store, _, _, failure) = await loadAll(
      from: PhotoAPIClient(client: client, batchSize: 1_500))

    #expect(failure == nil)
    #expect(try store.fetchAll().map(\.id) == Array(1...5_000))
  }

  @Test func aServerThatSendsTwiceTheRowsAskedForStillBringsEveryPhoto() async throws {
    // Given a server that pages, with its total, but sends twice the rows each page asks for
    let server = try FixtureServer.start(faults: FaultPlan([FaultRule("/photos", .doublePages)]))
    defer { server.stop() }
    let client = try client(of: server)
    defer { client.shutdown() }

    let (store, cursor, sizes, failure) = await loadAll(
      from: PhotoAPIClient(client: client, batchSize: 500))

    // Then each page starts after the rows received, and every photo arrives, once
    #expect(failure == nil)
    #expect(try store.fetchAll().map(\.id) == Array(1...5_000))
    #expect(cursor.isComplete)
    #expect(sizes == [1_000, 2_000, 2_000, 0])
  }

  @Test(arguments: [nil, 1] as [Int?])
  func aServerWhosePagesNeverEndIsStoppedAtTheMostRows(newPerPage: Int?) async throws {
    // Given a server that sends full pages forever, all new photos or one new photo a page
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/photos", .endlessPages(newPerPage: newPerPage))]))
    defer { server.stop() }
    let client = try client(of: server)
    defer { client.shutdown() }

    let (store, cursor, sizes, failure) = await loadAll(
      from: PhotoAPIClient(client: client, batchSize: 500), mostRows: 10_000)

    // Then the load stops once 10,000 rows have arrived, keeping the photos among them
    #expect(failure == nil)
    #expect(cursor.reachedRowLimit)
    #expect(!cursor.isComplete)
    #expect(sizes == [500, 500, 1_000, 2_000, 2_000, 2_000, 2_000])
    #expect(try store.count(FetchDescriptor()) == cursor.received)
  }

  /// The `_start`/`_limit` slice of `photos` a request asks for.
  static func slice(of photos: [FixturePhoto], for request: FixtureRequest) -> [FixturePhoto] {
    let start = request.queryValues("_start").first.flatMap { Int($0) } ?? 0
    let limit = request.queryValues("_limit").first.flatMap { Int($0) } ?? photos.count
    return Array(photos.dropFirst(start).prefix(limit))
  }
}

/// A photo as the wire carries it, for servers a test writes by hand.
private struct WirePhoto: Encodable {
  let albumId: Int
  let id: Int
  let title: String
  let url: String
  let thumbnailUrl: String

  init(_ photo: FixturePhoto) {
    albumId = photo.albumID
    id = photo.id
    title = photo.title
    url = photo.url.absoluteString
    thumbnailUrl = photo.thumbnailURL.absoluteString
  }
}
