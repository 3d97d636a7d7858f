import DemoLibrary
import FixtureBackend
import Foundation
import Models
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// VideoPost posting for real over the loopback backend: the bytes the server stored are the
/// bytes of the source, for a file and for a library asset.
@Suite("VideoPost sample, posting over the loopback backend", .serialized)
struct VideoPostUploadTests {
  static let movie = DemoMovie(fileName: "harbour.mp4", duration: .seconds(12), size: 2_400_000)

  /// A folder holding the generated movie, removed afterwards by the caller.
  private func movieFolder() async throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-videopost-e2e-\(UUID().uuidString)", isDirectory: true)
    try await DemoMovies.write(into: folder, movies: [Self.movie])
    return folder
  }

  @Test func aFileIsPostedAndTheServerHoldsItsExactBytes() async throws {
    // Given a server and a generated movie file
    let server = try FixtureServer.start()
    defer { server.stop() }
    let folder = try await movieFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(Self.movie.fileName)

    // When VideoPost posts it
    let run = try await SampleProcess.run(
      "VideoPost", ["--base-url", server.baseURL.absoluteString, "--file", file.path],
      input: "caption Harbour at dusk\npost\nquit\n")

    // Then the post exists, and its upload has the file's bytes
    #expect(run.status == 0, "stderr: \(run.errors)")
    let post = try await publishedPost(in: run.output, on: server)
    #expect(post.caption == "Harbour at dusk")
    try expectStored(upload: post.fileID, on: server, equalTo: file)
  }

  @Test func anAssetIsFetchedPostedAndTheServerHoldsTheOriginalsBytes() async throws {
    let server = try FixtureServer.start()
    defer { server.stop() }
    let library = try await movieFolder()
    defer { try? FileManager.default.removeItem(at: library) }

    let run = try await SampleProcess.run(
      "VideoPost",
      [
        "--base-url", server.baseURL.absoluteString, "--library", library.path, "--asset",
        Self.movie.fileName,
      ],
      input: "caption Harbour, from the library\npost\nquit\n")

    #expect(run.status == 0, "stderr: \(run.errors)")
    let post = try await publishedPost(in: run.output, on: server)
    #expect(post.caption == "Harbour, from the library")
    try expectStored(
      upload: post.fileID, on: server, equalTo: library.appendingPathComponent(Self.movie.fileName))
  }

  @Test func aFileTooLargeForTheServerSaysRetryWillNotHelp() async throws {
    // Given a server, and a (sparse) file one byte past the largest upload it accepts
    let server = try FixtureServer.start()
    defer { server.stop() }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-too-large-\(UUID().uuidString).mp4")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(UploadStore.maximumUploadSize) + 1)
    try handle.close()

    // When VideoPost posts it, and the server answers 413
    let run = try await SampleProcess.run(
      "VideoPost",
      ["--base-url", server.baseURL.absoluteString, "--file", file.path, "--width", "80"],
      input: "caption Too big\npost\nquit\n")

    // Then the screen says a retry will likely fail the same way, and promises nothing
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("413"), "\(run.output)")
    #expect(!run.output.contains("starts the upload again"), "\(run.output)")
    #expect(run.output.contains("does not accept anything"), "\(run.output)")
  }

  @Test func theGalleryPostsADemoAssetAndReturnsToTheList() async throws {
    // Given a server, and the demo movies written here too: the same bytes on every run
    let server = try FixtureServer.start()
    defer { server.stop() }
    let demo = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-demo-\(UUID().uuidString)", isDirectory: true)
    try await DemoMovies.write(into: demo)
    defer { try? FileManager.default.removeItem(at: demo) }

    // When the Gallery posts one through post-video
    let run = try await SampleProcess.run(
      "Gallery", ["--base-url", server.baseURL.absoluteString, "--width", "80"],
      input: "post-video asset cat-meets-cucumber.mov\ncaption From the Gallery\npost\nquit\n")

    // Then the list is back, saying so, and the server holds the movie's bytes
    #expect(run.status == 0, "stderr: \(run.errors)")
    let afterPost = try #require(run.output.components(separatedBy: "\n> ").dropLast().last)
    let frames = afterPost.components(separatedBy: "Post a video · from the library · ")
    #expect(frames.dropFirst().map { $0.prefix { $0 != "\n" } }.last == "uploading 100%")
    #expect(frames.last?.contains("\nPhotos · ") == true, "the list is in front again")
    #expect(afterPost.contains("Posted your video as post 1: From the Gallery"))
    let post = try await publishedPost(
      in: afterPost, after: "Posted your video as post ", on: server)
    try expectStored(
      upload: post.fileID, on: server,
      equalTo: demo.appendingPathComponent("cat-meets-cucumber.mov"))
  }

  @Test func theDemoAssetTranscriptIsTheSameOnEveryRun() async throws {
    let script = "caption Harbour at dusk\nstatus\npost\nquit\n"
    let first = try await SampleProcess.run(
      "VideoPost", ["--asset", "harbour-at-dusk.mp4", "--width", "80"], input: script)
    let second = try await SampleProcess.run(
      "VideoPost", ["--asset", "harbour-at-dusk.mp4", "--width", "80"], input: script)

    #expect(first.status == 0, "stderr: \(first.errors)")
    #expect(first.output == second.output)
    assertSnapshot(first.output, named: "videopost-asset-tour")
  }

  // MARK: Helpers

  private struct PublishedPost: Decodable {
    let id: Int
    let caption: String
    let fileID: String

    enum CodingKeys: String, CodingKey {
      case id, caption
      case fileID = "fileId"
    }
  }

  /// The post the transcript says was published, as the server returns it.
  private func publishedPost(
    in transcript: String, after marker: String = "Posted as post ", on server: FixtureServer
  ) async throws -> PublishedPost {
    let number = try #require(
      transcript.components(separatedBy: marker).dropFirst().first?.prefix { $0.isNumber },
      "the transcript should say the post was published:\n\(transcript)")
    let (data, response) = try await URLSession.shared.data(
      from: server.baseURL.appending(path: "video-posts/\(number)"))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    return try JSONDecoder().decode(PublishedPost.self, from: data)
  }

  private func expectStored(
    upload id: String, on server: FixtureServer, equalTo file: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let original = try Data(contentsOf: file)
    let stored = try #require(server.uploads.content(ofUpload: id), sourceLocation: sourceLocation)
    #expect(stored.count == original.count, sourceLocation: sourceLocation)
    #expect(checksum(stored) == checksum(original), sourceLocation: sourceLocation)
  }

  /// FNV-1a over every byte: enough to tell two 2 MB files apart in one number.
  private func checksum(_ data: Data) -> UInt64 {
    data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
