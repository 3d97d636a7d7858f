import Foundation
import Models
import Observation

/// The posts screen's logic: loads every post once, narrows them by a search over their titles,
/// and asks to open one. A plain list from the service, not the fetched-results engine: posts are
/// a hundred or so, read-only here, and kept by no store.
///
/// ```swift
/// let posts = PostListViewModel(service: service)
/// posts.onNavigate = { navigation in coordinator.show(navigation) }
/// await posts.load()
/// posts.search("qui")   // only the posts whose title has "qui"
/// try posts.open(3)     // asks for .showPost(3)
/// ```
@MainActor
@Observable
public final class PostListViewModel {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the post with this id, its body and its comments.
    case showPost(Post.ID)
  }

  /// What the screen shows now.
  public enum State: Hashable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The posts are loading.
    case loading
    /// The load failed; `retry` loads again.
    case failed(LoadFailure)
    /// The posts the search leaves, in id order (maybe none), and the search.
    case loaded([Post], search: String)
  }

  /// Why a posts intent was refused; a refused intent changes nothing.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// `open` named a post the screen does not list.
    case noSuchPost(Post.ID)

    /// One sentence saying what was wrong.
    public var description: String {
      switch self {
      case .noSuchPost(let id): "Post \(id) is not in the list."
      }
    }
  }

  /// What the screen shows now.
  public var state: State {
    switch phase {
    case .idle: .idle
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let posts): .loaded(Self.matching(posts, search), search: search)
    }
  }

  /// The search narrowing the list; empty shows every post.
  public private(set) var search = ""

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  private enum Phase: Hashable {
    case idle, loading
    case failed(LoadFailure)
    case loaded([Post])
  }

  private var phase = Phase.idle
  @ObservationIgnored private let service: any PostService
  @ObservationIgnored private let request = LatestTask()

  /// Creates the view model; nothing loads until ``load()`` or ``appear()``.
  public init(service: any PostService) { self.service = service }

  /// Loads every post; the newest load wins. Returns when it has settled; a load stopped before
  /// it answered (``disappear()``) leaves the screen as it was.
  public func load() async {
    let before = phase
    if case .loaded = phase {} else { phase = .loading }
    let service = service
    await request.run {
      try await service.posts()
    } apply: { [weak self] result in
      switch result {
      case .success(let posts): self?.phase = .loaded(posts)
      case .failure(let error): self?.phase = .failed(LoadFailure(error))
      }
    }
    if case .loading = phase { phase = before }
  }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded yet.
  public func appear() async {
    if case .idle = phase { await load() }
  }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    guard case .failed = phase else { throw .nothingToRetry }
    await load()
  }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { request.stop() }

  /// Shows only the posts whose title contains `text` (trimmed, any case); empty shows all.
  public func search(_ text: String) {
    search = text.trimmingCharacters(in: .whitespaces)
  }

  /// Asks to open the post with id `id`; refused unless the screen lists it now.
  public func open(_ id: Post.ID) throws(Refusal) {
    guard case .loaded(let posts, _) = state, posts.contains(where: { $0.id == id }) else {
      throw .noSuchPost(id)
    }
    onNavigate(.showPost(id))
  }

  private static func matching(_ posts: [Post], _ search: String) -> [Post] {
    guard !search.isEmpty else { return posts }
    let wanted = search.lowercased()
    return posts.filter { $0.title.lowercased().contains(wanted) }
  }
}
