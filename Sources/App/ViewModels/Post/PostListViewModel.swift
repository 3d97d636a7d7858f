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
public final class PostListViewModel: ListScreenModel, Navigating {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the post with this id, its body and its comments.
    case showPost(Post.ID)
  }

  /// What the screen shows now: the posts the search leaves, in id order, or where their load
  /// is.
  public var state: ListState<Post> { ListState(posts.phase) { Self.matching($0, search) } }

  /// The search narrowing the list; empty shows every post.
  public private(set) var search = ""

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// Every post, as the service last listed it.
  private let posts: ScreenLoad<[Post]>

  /// Creates the view model; nothing loads until ``load()`` or ``appear()``.
  public init(service: any PostService) {
    posts = ScreenLoad { try await service.posts() }
  }

  /// Loads every post; the newest load wins. Returns when it has settled; a load stopped before
  /// it answered (``disappear()``) leaves the screen as it was.
  public func load() async { await posts.load() }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded yet.
  public func appear() async { await posts.appear() }

  /// Loads again after a failure, or a first load that was stopped; refused when nothing failed.
  public func retry() async throws(IntentError) { try await posts.retry() }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { posts.disappear() }

  /// Shows only the posts whose title contains `text` (trimmed, any case); empty shows all.
  public func search(_ text: String) {
    search = text.trimmingCharacters(in: .whitespaces)
  }

  /// Asks to open the post with id `id`; refused unless the screen lists it now.
  public func open(_ id: Post.ID) throws(ListError<Post.ID>) {
    guard state.rows.contains(where: { $0.id == id }) else { throw .notListed(id) }
    onNavigate(.showPost(id))
  }

  private static func matching(_ posts: [Post], _ search: String) -> [Post] {
    guard !search.isEmpty else { return posts }
    let wanted = search.lowercased()
    return posts.filter { $0.title.lowercased().contains(wanted) }
  }
}
