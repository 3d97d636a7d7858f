import DataEngine
import Foundation
import Models
import Observation

/// A post with its body and comments, where a comment is added optimistically: it shows at once,
/// marked saving, and if the server refuses it goes, with the reason in
/// ``PostContent/unsaved``. Built on the write pieces any record can use (``OptimisticStore``),
/// as the todo list is: the screen says what to send, the store shows and settles it.
///
/// ```swift
/// let post = PostViewModel(postID: 1, service: service)
/// await post.load()
/// let saving = try post.comment("Lovely light")   // shows at once, saving
/// await saving.value
/// ```
@MainActor
@Observable
public final class PostViewModel: ScreenModel, Navigating {
  /// Everything the post screen can be showing, one case at a time.
  public enum State: Hashable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The post is loading; there is nothing to show.
    case loading
    /// The load failed; `load` tries again.
    case failed(LoadFailure)
    /// The post and its comments.
    case loaded(PostContent)
  }

  /// Where the post screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the profile of the post's author.
    case showAuthor(User.ID)
  }

  /// What the screen shows now.
  public var state: State {
    switch post.phase {
    case .idle: .idle
    case .loading, .retrying: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let post, _, _):
      .loaded(
        PostContent(
          post: post, comments: ListRows(shown, version: version), unsaved: store.unsaved))
    }
  }
  /// How many comment writes wait for the server's answer.
  public var changesSaving: Int { store.changesSaving }
  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// The post; its comments are the store's.
  private let post: ScreenLoad<Post>
  private var version = 0
  /// The post's comments, shareable with other screens of the same post.
  @ObservationIgnored public let store: CommentStore
  @ObservationIgnored private let postID: Post.ID
  @ObservationIgnored private let service: any PostService
  @ObservationIgnored private let makeKey: @Sendable () -> String
  @ObservationIgnored private let shown: FetchedResultsController<CommentRow>

  /// Post `postID` over `service`, its comments in `store`; `makeKey` names each add for the
  /// server (its `Idempotency-Key`). Nothing loads until ``load()`` or ``appear()``.
  public init(
    postID: Post.ID, service: any PostService, store: CommentStore = CommentStore(),
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString }
  ) {
    self.postID = postID
    self.service = service
    self.store = store
    self.makeKey = makeKey
    // A fetch that reads one stored flag cannot throw.
    shown = try! FetchedResultsController(store: store.records, descriptor: CommentRow.shown)
    post = ScreenLoad { @MainActor in
      // Answers counted before the comments were asked for: a write answered after stays.
      let sentAt = store.answerCount
      async let post = service.post(id: postID)
      async let comments = service.comments(postID: postID)
      return (try await post, try await comments, sentAt)
    } keep: { post, comments, sentAt in
      store.merge(comments, sentAt: sentAt)
      return post
    }
    store.onCommit(for: self) { [weak self] in self?.version += 1 }
  }

  /// Loads the post and its comments; comments still being saved stay on top of what comes,
  /// and a post on screen stays if a reload fails.
  public func load() async { await post.load() }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has, or a load was stopped.
  public func appear() async { await post.appear() }

  /// The screen went away: stops the load under way, settling the screen; comment writes
  /// already made still go out.
  public func disappear() { post.disappear() }

  /// Loads again after a failure, or a first load that was stopped; refused when none did.
  public func retry() async throws(IntentError) { try await post.retry() }

  /// Asks to show the profile of the post's author; refused until the post has loaded.
  public func openAuthor() throws(PostError) {
    guard let post = post.value else { throw .notLoaded }
    onNavigate(.showAuthor(post.userID))
  }

  /// Adds a comment saying `text` (trimmed) at the end, at once, and sends it.
  @discardableResult
  public func comment(_ text: String) throws(PostError) -> Task<Void, Never> {
    guard post.value != nil else { throw .notLoaded }
    let body: String
    do { body = try CommentText.rule.checked(text) } catch { throw .text(error) }
    let (service, postID) = (service, postID)
    let draft = CommentDraft(postID: postID, body: body, key: makeKey())
    return store.add(
      { .create(Comment(id: $0, postID: postID, body: body)) },
      whenUnconfirmed: { [weak self] in await self?.load() }
    ) { try await service.addComment(draft) }.task
  }

  /// Deletes the comment with id `id` (a row id, or the server's): it goes at once, and comes
  /// back in its place if the server refuses.
  @discardableResult
  public func deleteComment(_ id: Comment.ID) throws(PostError) -> Task<Void, Never> {
    guard post.value != nil else { throw .notLoaded }
    let service = service
    let deleting = OptimisticRecord(id, in: store).edit(
      .delete, whenUnconfirmed: { [weak self] in await self?.load() }
    ) { id in
      try await service.deleteComment(id: id)
      return nil
    }
    guard let deleting else { throw .noSuchComment(id) }
    return deleting
  }

  /// Forgets the comment writes not saved that the screen has shown, `shown`; one that failed
  /// since stays.
  public func dismissUnsaved(_ shown: [CommentWriteFailure]) { store.dismissUnsaved(shown) }
}

/// Why a post intent was refused; a refused intent changes nothing and sends nothing.
public enum PostError: Error, Hashable, Sendable {
  /// The post has not loaded yet.
  case notLoaded
  /// The comment with this id is not on the post.
  case noSuchComment(Comment.ID)
  /// The text typed cannot be used, and why.
  case text(SingleLineText.Issue)
}

/// A loaded post: the post, its comments in order, and the comment writes not saved.
public struct PostContent: Hashable, Sendable {
  public let post: Post
  /// Its comments, each with its pending writes applied.
  public let comments: ListRows<CommentRow>
  /// The writes that were not saved since the last ``PostViewModel/dismissUnsaved(_:)``.
  public let unsaved: [CommentWriteFailure]
}

/// One comment of a post on screen: any record's row needs nothing more.
public typealias CommentRow = RecordRow<CommentChange>

extension RecordRow where Change == CommentChange {
  /// The comment to show.
  public var comment: Comment { value ?? Comment(id: id, postID: 0, body: "") }
}

/// A write to a comment that was not saved: which change, of which comment, and why.
public typealias CommentWriteFailure = WriteFailure<Comment.ID, CommentChange>

/// One truth of a post's comments, which every screen over them reads and writes.
public typealias CommentStore = OptimisticStore<CommentRow>

extension OptimisticStore where Row == CommentRow {
  /// An empty store of comments: a comment a refresh brings with the post and text of an add
  /// still waiting for its answer is that add.
  public convenience init() {
    self.init(isSameAdd: { draft, fresh in
      draft.postID == fresh.postID && draft.body == fresh.body
    })
  }
}
