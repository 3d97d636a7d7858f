import Foundation
import Testing

/// VideoPost at a real (pseudo-)terminal: a caption typed after `c`, posted with `p`, and the
/// terminal left as it was found.
@Suite("VideoPost at a terminal", .serialized, .timeLimit(.minutes(10)))
struct VideoPostTerminalTests {
  @Test func cCaptionThenPPostsTheVideo() throws {
    let post = try TerminalSample(
      "VideoPost", ["--asset", "cat-meets-cucumber.mov"], columns: 80, rows: 24)
    try post.waitForText("· ready")

    post.type("c")
    try post.waitForText(":caption ▏")
    post.type("Cat meets cucumber\r")
    try post.waitForText("Caption  Cat meets cucumber")
    post.type("p")
    try post.waitForText("Posted as post")

    post.type("q")
    #expect(try post.waitForExit() == 0)
    #expect(post.pty.mode.hasSameFlags(as: post.modeAtStart))
  }
}
