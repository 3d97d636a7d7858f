import FixtureBackend
import Foundation
import Testing

/// The Gallery with `--store file PATH`: photos kept from one run show at the next start, and
/// the refresh that follows says what changed on the server meanwhile.
@Suite("Gallery with a file store, end to end", .serialized)
struct GalleryStoreTests {
  @Test func aSecondStartShowsKeptPhotosThenWhatTheRefreshChanged() async throws {
    let directory = try WordListSampleTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ["--store", "file", directory.appending(path: "photos.json").path]

    // Given a first run that kept three photos
    let before = try FixtureServer.start(
      dataset: FixtureDataset(seed: 9, userCount: 1, albumsPerUser: 1, photosPerAlbum: 3))
    let first = try await SampleProcess.run(
      "Gallery", store + ["--base-url", before.baseURL.absoluteString], input: "quit\n")
    before.stop()
    #expect(first.output.hasPrefix("Photos · 3 shown in 1 section"), "\(first.errors)")

    // When the server now has other photos, and the Gallery starts again
    let after = try FixtureServer.start(
      dataset: FixtureDataset(seed: 10, userCount: 1, albumsPerUser: 1, photosPerAlbum: 4))
    defer { after.stop() }
    let second = try await SampleProcess.run(
      "Gallery", store + ["--base-url", after.baseURL.absoluteString, "--width", "100"],
      input: "quit\n")

    // Then its first frame says what the refresh changed, and marks the rows
    #expect(second.status == 0, "\(second.errors)")
    #expect(second.output.hasPrefix("Photos · 4 shown in 1 section"))
    #expect(second.output.contains("Refreshed: 1 inserted, 3 updated"))
    #expect(second.output.contains("+ 4  Sea with island Zürich"))
  }

  @Test func offlineTheKeptPhotosStillShow() async throws {
    let directory = try WordListSampleTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = ["--store", "file", directory.appending(path: "photos.json").path]
    let server = try FixtureServer.start(
      dataset: FixtureDataset(seed: 9, userCount: 1, albumsPerUser: 1, photosPerAlbum: 2))
    let url = server.baseURL.absoluteString
    _ = try await SampleProcess.run("Gallery", store + ["--base-url", url], input: "quit\n")
    server.stop()

    let offline = try await SampleProcess.run(
      "Gallery", store + ["--base-url", url, "--width", "100"], input: "quit\n")

    #expect(offline.output.hasPrefix("Photos · 2 shown in 1 section"))
    #expect(offline.output.contains("Refresh failed"))
  }
}
