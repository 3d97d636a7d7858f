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
