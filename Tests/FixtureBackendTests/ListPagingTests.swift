import FixtureBackend
import Foundation
import Testing

/// Lists page the way json-server pages them, with the whole list's length in `X-Total-Count`.
@Suite("List paging", .timeLimit(.minutes(10)))
struct ListPagingTests {
  @Test func startAndLimitGiveThatSliceAndTheTotal() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send("/photos?_start=4990&_limit=20", to: server)

    let photos = try JSONDecoder().decode([WirePhoto].self, from: body)
    #expect(photos.map(\.id) == Array(4991...5000))
    #expect(response.value(forHTTPHeaderField: "X-Total-Count") == "5000")
  }

  @Test(arguments: [
    ("/photos?_page=3&_limit=4", Array(9...12)),
    ("/photos?_page=2", Array(11...20)),
    ("/photos?_start=10&_end=13", Array(11...13)),
    ("/photos?_start=6000&_limit=5", []),
    ("/albums/2/photos?_start=48&_limit=5", [99, 100]),
  ])
  func pagesAreTheRecordsAskedFor(target: String, ids: [Int]) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let photos = try await TestHTTP.get([WirePhoto].self, target, from: server)

    #expect(photos.map(\.id) == ids)
  }

  @Test func aFilteredListCountsOnlyWhatPassesTheFilter() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send(
      "/photos?albumId=3&_start=0&_limit=10", to: server)

    let photos = try JSONDecoder().decode([WirePhoto].self, from: body)
    #expect(photos.map(\.id) == Array(101...110))
    #expect(response.value(forHTTPHeaderField: "X-Total-Count") == "50")
  }

  @Test func aListNotAskedForAPageIsWholeAndUncounted() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send("/photos", to: server)

    #expect(try JSONDecoder().decode([WirePhoto].self, from: body).count == 5_000)
    #expect(response.value(forHTTPHeaderField: "X-Total-Count") == nil)
  }

  @Test(arguments: [
    ("_start=-1", "_start must be a whole number from 0, not \"-1\""),
    ("_limit=ten", "_limit must be a whole number from 0, not \"ten\""),
    ("_page=0", "_page must be a whole number from 1, not \"0\""),
  ])
  func aBadPageParameterIsABadRequestThatNamesIt(query: String, message: String) async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }

    let (body, response) = try await TestHTTP.send("/photos?\(query)", to: server)

    #expect(response.statusCode == 400)
    #expect(TestHTTP.errorMessage(in: body) == "Query parameter \(message)")
  }

  @Test func aScaledDatasetServesThatManyPhotosAsLongAsTheStandardOnes() async throws {
    let dataset = FixtureDataset(photoCount: 20_050)
    let server = try FixtureServer.start(dataset: dataset)
    let standardServer = try FixtureServer.start()
    defer {
      server.stop()
      standardServer.stop()
    }

    let (body, response) = try await TestHTTP.send("/photos?_start=20000&_limit=100", to: server)
    let (scaled, _) = try await TestHTTP.send("/photos?_start=1000&_limit=1000", to: server)
    let (standard, _) = try await TestHTTP.send(
      "/photos?_start=1000&_limit=1000", to: standardServer)

    #expect(dataset.photos.map(\.id) == Array(1...20_050))
    let last = try JSONDecoder().decode([WirePhoto].self, from: body)
    #expect(last.map(\.id) == Array(20_001...20_050))
    #expect(response.value(forHTTPHeaderField: "X-Total-Count") == "20050")
    // A thousand photos take as many bytes as a thousand standard ones, within a tenth.
    let ratio = Double(scaled.count) / Double(standard.count)
    #expect(ratio > 0.9 && ratio < 1.1, "\(scaled.count) bytes against \(standard.count)")
  }
}
