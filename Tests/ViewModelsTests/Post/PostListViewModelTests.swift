import Models
import Testing
import ViewModels

/// The posts list: a search over the titles, `open` only of a post it shows, and a failed load
/// that `retry` loads again.
@MainActor
@Suite("Post list view model")
struct PostListViewModelTests {
  /// Posts from a list the test sets, failing while `failing` is set.
  actor Posts: PostService {
    var failing = false

    func fail(_ failing: Bool) { self.failing = failing }

    func posts() async throws -> [Post] {
      if failing { throw Failure.down }
      return PostListViewModelTests.all
    }
    func post(id: Post.ID) async throws -> Post { throw Failure.down }
    func comments(postID: Post.ID) async throws -> [Models.Comment] { [] }
    func addComment(_ draft: CommentDraft) async throws -> Models.Comment { throw Failure.down }
    func deleteComment(id: Models.Comment.ID) async throws {}

    enum Failure: Error { case down }
  }

  nonisolated static let all = [
    Post(id: 1, userID: 1, title: "Harbour at dusk", body: ""),
    Post(id: 2, userID: 1, title: "Quiet cliffs", body: ""),
    Post(id: 3, userID: 2, title: "A quiet harbour", body: ""),
  ]
  let service = Posts()

  @Test func aSearchKeepsThePostsWhoseTitleHasItInAnyCase() async {
    let list = PostListViewModel(service: service)
    await list.appear()

    list.search("  QUIET ")

    #expect(list.state == .loaded([Self.all[1], Self.all[2]]))
    #expect(list.search == "QUIET")
    list.search("")
    #expect(list.state == .loaded(Self.all))
  }

  @Test func openAsksForAPostTheListShowsAndRefusesOneTheSearchHides() async throws {
    let list = PostListViewModel(service: service)
    var asked: [PostListViewModel.Navigation] = []
    list.onNavigate = { asked.append($0) }
    await list.load()
    list.search("quiet")

    #expect(throws: ListError.notListed(1)) { try list.open(1) }
    try list.open(3)

    #expect(asked == [.showPost(3)])
  }

  @Test func aFailedLoadIsShownAndRetryLoadsAgain() async throws {
    await service.fail(true)
    let list = PostListViewModel(service: service)
    await list.load()
    guard case .failed = list.state else {
      Issue.record("expected a failure, got \(list.state)")
      return
    }

    await service.fail(false)
    try await list.retry()

    #expect(list.state == .loaded(Self.all))
    await #expect(throws: IntentError.nothingToRetry) { try await list.retry() }
  }
}
