import DemoLibrary
import Foundation
import LocalServices
import Models
import TestSupport
import Testing

/// Which files can be posted, and the fact for each that cannot (its words are the views').
struct VideoFileCheckTests {
  let url = URL(fileURLWithPath: "/videos/clip.mp4")

  @Test func aReadableFileWithBytesWithinTheLimitIsPostable() throws {
    let files = FakeFileInspector([url: .regularFile(size: 5000, preview: .unrecognised)])

    let file = try VideoFile.check(url, using: files, maximumSize: 5000)

    #expect(file == VideoFile(url: url, size: 5000, preview: .unrecognised))
  }

  @Test(arguments: [
    (FileFacts.missing, VideoFileProblem.missing(path: "/videos/clip.mp4")),
    (
      .notRegularFile(kind: "a directory"),
      .notRegularFile(path: "/videos/clip.mp4", kind: "a directory")
    ),
    (
      .unreadable(reason: "permission denied"),
      .unreadable(path: "/videos/clip.mp4", reason: "permission denied")
    ),
    (.regularFile(size: 0, preview: .unrecognised), .empty(path: "/videos/clip.mp4")),
    (
      .regularFile(size: 52_000_000, preview: .movie(duration: .seconds(3))),
      .tooLarge(path: "/videos/clip.mp4", size: 52_000_000, limit: 48_000_000)
    ),
  ])
  func eachReasonAFileIsRefusedIsAFactOfItsOwn(facts: FileFacts, problem: VideoFileProblem) {
    let files = FakeFileInspector([url: facts])

    #expect(throws: problem) {
      _ = try VideoFile.check(url, using: files, maximumSize: 48_000_000)
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

/// What the real file system says about paths that are not plain files: each named for what it
/// is, a link followed to what it points at.
struct SpecialFileInspectionTests {
  @Test func aLinkIsFollowedToWhatItNames() async throws {
    // Given links to a device, to a movie and to nothing, and a pipe
    let folder = try ScratchDirectory()
    let movie = DemoMovie(fileName: "clip.mp4", duration: .seconds(4), size: 4096)
    try await DemoMovies.write(into: folder.url, movies: [movie])
    let manager = FileManager.default
    let path = { (name: String) in folder.url.appendingPathComponent(name) }
    try manager.createSymbolicLink(atPath: path("zero.mp4").path, withDestinationPath: "/dev/zero")
    try manager.createSymbolicLink(
      atPath: path("linked.mp4").path, withDestinationPath: path("clip.mp4").path)
    try manager.createSymbolicLink(
      atPath: path("broken.mp4").path, withDestinationPath: path("gone.mp4").path)
    #expect(mkfifo(path("pipe.mp4").path, 0o600) == 0)
    let inspector = LocalFileInspector()

    // Then each is what it is
    #expect(inspector.inspect(path("zero.mp4")) == .notRegularFile(kind: "a link to a device"))
    #expect(
      inspector.inspect(path("linked.mp4"))
        == .regularFile(size: 4096, preview: .movie(duration: .seconds(4))))
    #expect(
      inspector.inspect(path("broken.mp4")) == .notRegularFile(kind: "a broken symbolic link"))
    #expect(inspector.inspect(path("pipe.mp4")) == .notRegularFile(kind: "a pipe"))
    #expect(
      inspector.inspect(URL(fileURLWithPath: "/dev/null")) == .notRegularFile(kind: "a device"))
  }
}
