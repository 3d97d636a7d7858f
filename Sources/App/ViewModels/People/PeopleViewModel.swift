import Foundation
import Models
import Observation

/// The people screen's logic: lists every user the photo service knows, narrows them by a
/// search over their names, and asks to open one's profile. A plain list from the service, as
/// the posts are: ten or so people, read-only, kept by no store.
///
/// ```swift
/// let people = PeopleViewModel(service: service)
/// people.onNavigate = { navigation in coordinator.show(navigation) }
/// await people.load()
/// people.search("zoë")   // only the people whose name has "zoë"
/// try people.open(3)     // asks for .showProfile(3)
/// ```
@MainActor
@Observable
public final class PeopleViewModel: ListScreenModel, Navigating {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the profile of the user with this id.
    case showProfile(User.ID)
  }

  /// What the screen shows now: the people the search leaves, in the service's order, or where
  /// their load is.
  public var state: ListState<User> { ListState(people.phase) { Self.matching($0, search) } }

  /// The search narrowing the list; empty shows everyone.
  public private(set) var search = ""

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// Every user, as the service last listed them.
  private let people: ScreenLoad<[User]>

  /// Creates the view model; nothing loads until ``load()`` or ``appear()``.
  public init(service: any PhotoService) {
    people = ScreenLoad { try await service.users() }
  }

  /// Loads everyone again; the newest load wins.
  public func load() async { await people.load() }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has loaded yet.
  public func appear() async { await people.appear() }

  /// Loads again after a failure, or a first load that was stopped; refused when nothing failed.
  public func retry() async throws(IntentError) { try await people.retry() }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { people.disappear() }

  /// Shows only the people whose name contains `text` (trimmed, any case); empty shows all.
  public func search(_ text: String) {
    search = text.trimmingCharacters(in: .whitespaces)
  }

  /// Asks to open the profile of the user with id `id`; refused unless the screen lists them.
  public func open(_ id: User.ID) throws(ListError<User.ID>) {
    guard state.rows.contains(where: { $0.id == id }) else { throw .notListed(id) }
    onNavigate(.showProfile(id))
  }

  private static func matching(_ people: [User], _ search: String) -> [User] {
    guard !search.isEmpty else { return people }
    return people.filter { $0.name.localizedCaseInsensitiveContains(search) }
  }
}
