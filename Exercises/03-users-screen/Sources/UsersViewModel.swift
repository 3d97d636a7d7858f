import Models
import Observation
import ViewModels

/// The users screen's logic: loads every user and every album at once, lists the users by name
/// with how many albums each owns, and asks to show one user's albums.
///
/// Exercise 3 starts here: the public surface is in place and does nothing yet. Give the screen
/// one private source of truth, derive ``state`` from it, and fill in the intents.
///
/// ```swift
/// let users = UsersViewModel(service: service)
/// users.onNavigate = { navigation in coordinator.show(navigation) }
/// await users.load()
/// try users.open(7)  // asks for .showAlbums(of: user 7)
/// ```
@MainActor
@Observable
public final class UsersViewModel {
  /// What the screen shows now; to be derived from one private value.
  public var state: State { .idle }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  @ObservationIgnored private let service: any PhotoService

  /// Creates the view model; nothing loads until ``load()``.
  public init(service: any PhotoService) {
    self.service = service
  }

  /// Loads the users and their albums at once, and returns when the load has settled.
  public func load() async {
    // Exercise 3: show .loading, ask the service for users() and albums() at once (async let,
    // inside a LatestTask's run), then show the rows (UserRow.rows), .empty, or
    // .failed(LoadFailure(error)).
  }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    // Exercise 3: load again when the last load failed.
    throw .nothingToRetry
  }

  /// Asks to show the albums of the user with id `id`; refused unless a row shows them.
  public func open(_ id: User.ID) throws(UsersError) {
    // Exercise 3: find the user's row and call onNavigate(.showAlbums(of: user)).
    throw .noSuchUser(id)
  }
}
