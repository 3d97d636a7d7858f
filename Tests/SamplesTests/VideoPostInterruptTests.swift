import FixtureBackend
import Foundation
import TestSupport
import Testing

/// Script mode while an upload trickles (a server taking 100 bytes a second): a `cancel` or a
/// `quit` typed meanwhile is answered at once, not once the upload gives up (30 s to two
/// minutes at a trickle), and the sample ends as a `quit` at any other time does.
@Suite(
  "VideoPost and the Gallery, cancel and quit during an upload", .serialized,
  .timeLimit(.minutes(10)))
struct VideoPostInterruptTests {
  /// The faults: every upload's PATCH taken in at a trickle, never answered.
  static let trickle = "/uploads/*=trickle-upload:100"
  /// A safety net, not a measure: with the fix each run ends within seconds; before it, a
  /// trickled upload held the line session for at least 30 s. The sample is answered from a
  /// thread of its own (`answer`), so this counts the sample's time, never the test's wait for
  /// its turn on a busy machine.
  static let limit = Duration.seconds(120)

  /// A 200 kB file to post, removed afterwards by the caller.
  private func clip() throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("slim-trickle-\(UUID().uuidString).mov")
    try Data(repeating: 7, count: 200_000).write(to: file)
    return file
  }

  @Test func cancelTypedWhileAnUploadTricklesStopsItAtOnce() async throws {
    // Given VideoPost posting a file to a server that takes a trickle
    let server = try FixtureServer.start(faults: try FaultPlan(parsing: Self.trickle))
    defer { server.stop() }
    let file = try clip()
    defer { try? FileManager.default.removeItem(at: file) }
    let sample = try RunningSample(
      "VideoPost", ["--base-url", server.baseURL.absoluteString, "--file", file.path],
      limit: Self.limit)
    sample.send("caption Trickle")
    sample.send("post")

    // When `cancel` is typed while it runs, and `quit` once it has stopped, each the moment
    // the frame before it is printed
    try await sample.answer([("uploading 0%", "cancel"), ("cancelled — retry", "quit")])

    // Then the frame after `cancel` is the cancelled post, and the sample ends cleanly
    #expect(try await sample.finish() == 0)
    let afterCancel = try #require(sample.printed.components(separatedBy: "\n> cancel\n").last)
    #expect(afterCancel.hasPrefix("Post a video · from a file · cancelled — retry"))
    #expect(!sample.printed.contains("Nothing arrived"), "\(sample.printed)")
  }

  @Test func quitTypedWhileAnUploadTricklesInTheGalleryEndsItAtOnce() async throws {
    // Given the Gallery posting a file through post-video to a server that takes a trickle
    let file = try clip()
    defer { try? FileManager.default.removeItem(at: file) }
    let sample = try RunningSample(
      "Gallery", ["--faults", Self.trickle, "--width", "80"], limit: Self.limit)
    sample.send("post-video file \(file.path)")
    sample.send("caption Trickle")
    sample.send("post")

    // When `quit` is typed while it runs, the moment its first frame is printed
    try await sample.answer([("uploading 0%", "quit")])

    // Then the Gallery ends there, as after any quit: the upload never got to fail
    #expect(try await sample.finish() == 0)
    let frames = sample.printed.components(separatedBy: "\n> ")
    #expect(frames.last == "quit\n")
    let post = try #require(frames.dropLast().last)
    #expect(post.hasPrefix("post\n"))
    #expect(!post.contains("failed"), "\(post)")
    #expect(!post.contains("Nothing arrived"), "\(post)")
  }
}
