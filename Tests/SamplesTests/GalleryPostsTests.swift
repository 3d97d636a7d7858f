import FixtureBackend
import Foundation
import TestSupport
import Testing

/// The Gallery's posts, as a script drives them: the list with its search, a post with its body
/// and comments, a comment marked saving and then kept, or rolled back with the reason.
@Suite("Gallery posts, end to end", .serialized)
struct GalleryPostsTests {
  static let size = ["--width", "80", "--height", "22"]

  @Test func aPostsTourMatchesItsTranscript() async throws {
    // The posts, a search and its clearing, a post, a comment, and back to the photos
    let tour = "posts\nsearch qui\nsearch\nopen 1\ncomment Nice\nback\nback\nquit\n"

    let run = try await SampleProcess.run("Gallery", Self.size, input: tour)

    // Then the comment shows at once, marked saving, then as the server kept it
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "gallery-posts")
  }

  @Test func aRefusedCommentIsRolledBackWithTheReason() async throws {
    // Given a backend that refuses every new comment
    let run = try await SampleProcess.run(
      "Gallery", ["--faults", "/comments=status:503,method:POST"] + Self.size,
      input: "posts\nopen 1\ncomment Nice\nquit\n")

    // Then the comment shows, saving, and goes again with why it was not saved
    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "gallery-posts-refused")
  }

  @Test func anotherServerIsReadPageByPage() async throws {
    // Given a server with 110 posts: more than one page of the client's hundred
    let server = try FixtureServer.start(dataset: FixtureDataset(seed: 9, userCount: 11))
    defer { server.stop() }

    let run = try await SampleProcess.run(
      "Gallery", ["--base-url", server.baseURL.absoluteString, "--width", "80"],
      input: "posts\nquit\n")

    // Then every post is listed
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("Posts · 110 posts"), "\(run.output)")
  }
}
