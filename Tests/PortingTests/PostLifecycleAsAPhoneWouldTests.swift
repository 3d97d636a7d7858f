import Models
import TestSupport
import Testing
import ViewModels

/// The post screen as a phone drives it: `.task { await post.appear() }` on a push, cancelled
/// (with `.onDisappear { post.disappear() }`) when the screen goes before its load answered.
/// The post never stays failed with a cancellation: the next `.task` loads it.
@MainActor
@Suite("The post's lifecycle, as a phone drives it", .timeLimit(.minutes(10)))
struct PostLifecycleAsAPhoneWouldTests {
  let service = ScriptedPostService(
    Post(id: 1, userID: 1, title: "Harbour at dusk", body: "Boats came in."),
    comments: [Models.Comment(id: 1, postID: 1, body: "Lovely light")])

  @Test func aPostWhoseFirstLoadWasCancelledLoadsOnTheNextAppear() async {
    let held = service.script.hold(.list)
    let post = PostViewModel(postID: 1, service: service)

    // The screen is pushed, and covered again before its comments arrive
    let task = Task { await post.appear() }
    await waitUntil { held.hasArrived.value }
    task.cancel()
    post.disappear()
    await task.value
    #expect(post.state == .idle)

    // It shows again: its next `.task` loads it
    await post.appear()
    guard case .loaded(let content) = post.state else {
      Issue.record("not loaded: \(post.state)")
      return
    }
    #expect(content.post.title == "Harbour at dusk")
    #expect(content.comments.all.map(\.comment.body) == ["Lovely light"])
  }

  @Test func aPostShownAgainLoadsNothing() async {
    let post = PostViewModel(postID: 1, service: service)
    await post.appear()
    let calls = service.script.calls.value.count

    post.disappear()
    await post.appear()

    #expect(service.script.calls.value.count == calls)
  }
}
