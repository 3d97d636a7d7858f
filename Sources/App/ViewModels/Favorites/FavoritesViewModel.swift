import Foundation
import Models
import Observation

/// The favorites screen's logic: loads the favorites once, narrows them by a search over their
/// titles, and asks to open one's photo. A plain list from the service, like the posts: a few
/// hundred at most, read-only here, and kept by no store.
///
/// ```swift
/// let favorites = FavoritesViewModel(service: service)
/// favorites.onNavigate = { navigation in coordinator.show(navigation) }
/// await favorites.load()
/// favorites.search("dusk")   // only the favorites whose title has "dusk"
/// try favorites.open(1)      // asks for .showPhoto(7), favorite 1's photo
/// ```
@MainActor
@Observable
public final class FavoritesViewModel {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the photo with this id: the favorite's.
    case showPhoto(Photo.ID)
  }

  /// What the screen shows now: the favorites the search leaves, in id order, or where their
  /// load is.
  public var state: ListState<Favorite> {
    ListState(favorites.phase) { Self.matching($0, search) }
  }

  /// The search narrowing the list; empty shows every favorite.
  public private(set) var search = ""

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// Every favorite, as the service last listed them.
  private let favorites: ScreenLoad<[Favorite]>

  /// Creates the view model; nothing loads until ``load()`` or ``appear()``.
  public init(service: any FavoriteService) {
    favorites = ScreenLoad { try await service.favorites() }
  }

  /// Loads every favorite; the newest load wins. Returns when it has settled; a load stopped
  /// before it answered (``disappear()``) leaves the screen as it was.
  public func load() async { await favorites.load() }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded yet.
  public func appear() async { await favorites.appear() }

  /// Loads again after a failure, or a first load that was stopped; refused when nothing failed.
  public func retry() async throws(IntentError) { try await favorites.retry() }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { favorites.disappear() }

  /// Shows only the favorites whose title contains `text` (trimmed, any case); empty shows all.
  public func search(_ text: String) {
    search = text.trimmingCharacters(in: .whitespaces)
  }

  /// Asks to show the photo of the favorite with id `id`; refused unless the screen lists it now.
  public func open(_ id: Favorite.ID) throws(ListError<Favorite.ID>) {
    guard let favorite = state.rows.first(where: { $0.id == id }) else { throw .notListed(id) }
    onNavigate(.showPhoto(favorite.photoID))
  }

  private static func matching(_ favorites: [Favorite], _ search: String) -> [Favorite] {
    guard !search.isEmpty else { return favorites }
    let wanted = search.lowercased()
    return favorites.filter { $0.title.lowercased().contains(wanted) }
  }
}

extension FavoritesViewModel: ListScreenModel, Navigating {}
