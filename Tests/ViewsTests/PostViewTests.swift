import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of a post: its body split at its line breaks, its comments, the saving mark on
/// a comment on its way, and the words for one the server refused.
@MainActor
@Suite("Post view", .timeLimit(.minutes(10)))
struct PostViewTests {
  static let commands = [
    CommandHelp(usage: "comment TEXT", summary: "Add a comment."),
    CommandHelp(usage: "back", summary: "Return."),
  ]

  let service = ScriptedPostService(
    Post(id: 1, userID: 1, title: "Harbour at dusk", body: "Boats came in.\nGulls \u{1B}[31mred"),
    comments: [Comment(id: 1, postID: 1, body: "Lovely light")])

  func loaded() async -> PostViewModel {
    let post = PostViewModel(postID: 1, service: service, makeKey: { "key" })
    await post.load()
    return post
  }

  func frame(_ post: PostViewModel) -> Frame {
    PostView.frame(for: post.state, on: Screen(width: 40, height: 12), commands: Self.commands)
  }

  @Test func aCommentOnItsWayIsMarkedSavingUnderTheBodysLines() async throws {
    let post = await loaded()
    let held = service.script.hold(.add)

    let saving = try post.comment("Great colours")
    assertFrame(frame(post), named: "post-saving")

    held.release()
    await saving.value
  }

  @Test func aRefusedCommentIsGoneAndTheMessageSaysWhy() async throws {
    let post = await loaded()
    service.script.fail(.add, with: FakeFailure("The server is busy (503)."))

    await (try post.comment("Great colours")).value

    assertFrame(frame(post), named: "post-refused")
  }
}
