import DemoLibrary
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// Which files can be posted, and the message for each that cannot.
struct VideoFileCheckTests {
  let url = URL(fileURLWithPath: "/videos/clip.mp4")

  @Test func aReadableFileWithBytesWithinTheLimitIsPostable() throws {
    let files = FakeFileInspector([url: .regularFile(size: 5000, preview: .unrecognised)])

    let file = try VideoFile.check(url, using: files, maximumSize: 5000)

    #expect(file == VideoFile(url: url, size: 5000, preview: .unrecognised))
  }

  @Test(arguments: [
    (FileFacts.missing, "No file at /videos/clip.mp4; check the path."),
    (.notRegularFile(kind: "a directory"), "/videos/clip.mp4 is a directory, not a video file."),
    (.unreadable(reason: "permission denied"), "Cannot read /videos/clip.mp4: permission denied."),
    (
      .regularFile(size: 0, preview: .unrecognised),
      "/videos/clip.mp4 is empty (0 bytes); there is nothing to post."
    ),
    (
      .regularFile(size: 52_000_000, preview: .movie(duration: .seconds(3))),
      "/videos/clip.mp4 is 52.0 MB; the most that can be posted is 48.0 MB."
    ),
  ])
  func eachReasonAFileIsRefusedHasItsOwnMessage(facts: FileFacts, message: String) {
    let files = FakeFileInspector([url: facts])

    #expect {
      _ = try VideoFile.check(url, using: files, maximumSize: 48_000_000)
    } throws: { error in
      (error as? VideoFileProblem)?.description == message
    }
  }

  @Test func theRealFileSystemRefusesADirectoryAndReadsAMovie() async throws {
    let folder = try ScratchDirectory()
    let movie = DemoMovie(fileName: "clip.mp4", duration: .seconds(4), size: 4096)
    try await DemoMovies.write(into: folder.url, movies: [movie])
    let inspector = LocalFileInspector()

    #expect(inspector.inspect(folder.url) == .notRegularFile(kind: "a directory"))
    #expect(inspector.inspect(folder.url.appendingPathComponent("none.mp4")) == .missing)
    #expect(
      inspector.inspect(folder.url.appendingPathComponent("clip.mp4"))
        == .regularFile(size: 4096, preview: .movie(duration: .seconds(4))))
  }
}
