import DemoLibrary
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// A folder of movies as a media library: listing, exporting in chunks, pacing and cancelling.
@Suite(.timeLimit(.minutes(10)))
struct DirectoryMediaLibraryTests {
  let folder: ScratchDirectory
  let library: URL
  let exports: URL

  init() async throws {
    folder = try ScratchDirectory()
    library = try folder.folder("library")
    exports = try folder.folder("exports")
    try await DemoMovies.write(
      into: library,
      movies: [
        DemoMovie(fileName: "b-harbour.mp4", duration: .seconds(12), size: 10_000),
        DemoMovie(fileName: "a-cat.mov", duration: .seconds(7), size: 2_000),
      ])
    try Data("not a movie".utf8).write(to: library.appendingPathComponent("notes.txt"))
    try FileManager.default.createDirectory(
      at: library.appendingPathComponent("folder.mp4"), withIntermediateDirectories: true)
  }

  @Test func listsTheMoviesByFileNameAndSkipsEverythingElse() async throws {
    let assets = try await DirectoryMediaLibrary(directory: library, exportDirectory: exports)
      .assets()

    #expect(
      assets == [
        MediaAsset(id: "a-cat.mov", name: "a-cat", duration: .seconds(7), size: 2_000),
        MediaAsset(id: "b-harbour.mp4", name: "b-harbour", duration: .seconds(12), size: 10_000),
      ])
  }

  @Test func anUnknownIdentifierNamesTheAssetsThereAre() async throws {
    let media = DirectoryMediaLibrary(directory: library, exportDirectory: exports)

    await #expect {
      _ = try await media.asset(withID: "dog.mp4")
    } throws: { error in
      (error as? MediaLibraryError)
        == .noSuchAsset("dog.mp4", known: ["a-cat.mov", "b-harbour.mp4"])
    }
  }

  @Test func aFileOrDeviceAsTheLibrarySaysItIsNotAFolder() async throws {
    let media = DirectoryMediaLibrary(
      directory: URL(fileURLWithPath: "/dev/null"), exportDirectory: exports)

    await #expect {
      _ = try await media.assets()
    } throws: { error in
      (error as? MediaLibraryError)
        == .unreadableLibrary(
          path: "/dev/null", reason: "it is not a folder; a library is a folder of movies")
    }
  }

  @Test func aMissingFolderIsReportedAsAnUnreadableLibrary() async throws {
    let missing = folder.url.appendingPathComponent("nowhere")
    let media = DirectoryMediaLibrary(directory: missing, exportDirectory: exports)

    await #expect {
      _ = try await media.assets()
    } throws: { error in
      guard case .unreadableLibrary(let path, _) = error as? MediaLibraryError else { return false }
      return path == missing.path
    }
  }

  @Test func anExportCopiesEveryByteInChunksReportingProgressUpToTheTotal() async throws {
    // Given a library that copies 4,000 bytes at a time
    let media = DirectoryMediaLibrary(
      directory: library, exportDirectory: exports, chunkSize: 4_000)
    let asset = try await media.asset(withID: "b-harbour.mp4")

    // When the asset is exported
    var progress: [Int64] = []
    var exported: VideoFile?
    for try await event in media.export(asset) {
      switch event {
      case .progress(let step): progress.append(step.completed)
      case .finished(let file): exported = file
      }
    }

    // Then progress went up a chunk at a time, and the copy has the original's bytes
    #expect(progress == [0, 4_000, 8_000, 10_000])
    let file = try #require(exported)
    #expect(file.size == 10_000)
    #expect(file.preview == .movie(duration: .seconds(12)))
    #expect(file.url.deletingLastPathComponent().path == exports.path)
    let original = try Data(contentsOf: library.appendingPathComponent("b-harbour.mp4"))
    #expect(try Data(contentsOf: file.url) == original)
  }

  @Test func aPacedExportWaitsOnTheClockBetweenChunks() async throws {
    // Given a library limited to 8,000 bytes a second: chunks of 1,000 bytes, an eighth each
    let clock = TestClock()
    let media = DirectoryMediaLibrary(
      directory: library, exportDirectory: exports, bytesPerSecond: 8_000, clock: clock)
    let asset = try await media.asset(withID: "a-cat.mov")
    let export = Task {
      var steps: [Int64] = []
      for try await case .progress(let step) in media.export(asset) { steps.append(step.completed) }
      return steps
    }

    // When an eighth of a second passes, twice
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(125))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(125))

    // Then both chunks are copied and the export finishes
    #expect(try await export.value == [0, 1_000, 2_000])
  }

  @Test func cancellingAnExportStopsItAndRemovesThePartialCopy() async throws {
    // Given a paced export waiting after its first chunk
    let clock = TestClock()
    let media = DirectoryMediaLibrary(
      directory: library, exportDirectory: exports, bytesPerSecond: 8_000, clock: clock)
    let asset = try await media.asset(withID: "b-harbour.mp4")
    let export = Task {
      var events: [ExportEvent] = []
      for try await event in media.export(asset) { events.append(event) }
      return events
    }
    await clock.waitForSleepers(1)

    // When it is cancelled
    export.cancel()

    // Then it ends without finishing, and leaves no file behind
    let events = try await export.value
    #expect(!events.contains { if case .finished = $0 { true } else { false } })
    #expect(await eventually { (try? folder.contents(of: exports).isEmpty) == true })
  }

  /// Whether `condition` holds, or comes to hold while this task yields a while: the export
  /// removes its partial copy on its own thread, after the stream has already ended.
  private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<100_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }
}
