import Essentials
import Models
import TestSupport
import Testing
import ViewModels

/// A post's comments over the write pieces any record can use: a comment shows at once, marked
/// saving, keeps its row through the save, and a refused one goes with the reason.
@MainActor
@Suite("Post and its comments", .timeLimit(.minutes(10)))
struct PostViewModelTests {
  let post = Post(id: 1, userID: 1, title: "Harbour", body: "Boats.\nGulls.")
  let first = Comment(id: 1, postID: 1, name: "Nice", email: "a@slim.example", body: "Lovely")

  func loaded() async -> (PostViewModel, ScriptedPostService) {
    let service = ScriptedPostService(post, comments: [first])
    let keys = Locked(0)
    let view = PostViewModel(postID: 1, service: service) {
      keys.withLock { count in
        count += 1
        return "key \(count)"
      }
    }
    await view.load()
    return (view, service)
  }

  @Test func aCommentShowsAtOnceSavingAndKeepsItsRowWhenSaved() async throws {
    let (view, service) = await loaded()
    let held = service.script.hold(.add)

    let saving = try view.comment("  Great light ")

    let content = try #require(view.content)
    #expect(content.post == post)
    let row = try #require(content.comments.all.last)
    #expect(row.comment.body == "Great light" && row.isSaving && row.id < 0)
    #expect(view.changesSaving == 1)
    held.release()
    await saving.value
    let saved = try #require(view.content?.comments.all.last)
    #expect(saved.id == row.id)
    #expect(saved.comment == Comment(id: 2, postID: 1, body: "Great light"))
    #expect(!saved.isSaving && view.changesSaving == 0)
    #expect(service.comments.map(\.id) == [1, 2])
  }

  @Test func aRefusedCommentGoesWithTheReason() async throws {
    let (view, service) = await loaded()
    service.script.fail(.add, with: FakeFailure("The server is busy (503)."))

    await (try view.comment("Great light")).value

    #expect(view.content?.comments.all.map(\.comment) == [first])
    let failure = try #require(view.content?.unsaved.first)
    #expect(failure.change.created?.body == "Great light")
    #expect(failure.reason == .failed(message: "The server is busy (503).", retryAdvice: .mayHelp))
  }

  @Test func textThatIsNotOneLineIsRefusedAndSendsNothing() async {
    let (view, service) = await loaded()

    #expect(throws: PostError.text(.controlCharacters)) {
      try view.comment("two\nlines")
    }
    #expect(service.script.calls(of: .add).isEmpty)
  }
}

extension PostViewModel {
  /// The loaded content; nil in any other state.
  fileprivate var content: PostContent? {
    guard case .loaded(let content) = state else { return nil }
    return content
  }
}
