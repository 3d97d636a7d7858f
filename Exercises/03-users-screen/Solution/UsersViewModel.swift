import Models
import Observation
import ViewModels

/// The users screen's logic: loads every user and every album at once, lists the users by name
/// with how many albums each owns, and asks to show one user's albums.
///
/// Where the screen is lives in one private value, `source`; the public ``state`` is derived
/// from it, so nothing can be out of date. Both requests go out at once, through the kit's
/// latest-wins ``LatestTask``. Refused intents throw an error that states a fact (it names no
/// command) and change nothing.
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
  /// What the screen shows now.
  public var state: State {
    switch source {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let rows) where rows.isEmpty: .empty
    case .loaded(let rows): .loaded(rows)
    case .failed(let failure): .failed(failure)
    }
  }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// Where the screen is: the one value ``state`` is derived from.
  private enum Source {
    case idle
    case loading
    /// Every user, sorted, with their album counts; possibly none.
    case loaded([UserRow])
    case failed(LoadFailure)
  }

  private var source = Source.idle
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let request = LatestTask()

  /// Creates the view model; nothing loads until ``load()``.
  public init(service: any PhotoService) {
    self.service = service
  }

  /// Loads the users and their albums at once, and returns when the load has settled; the
  /// newest load wins (`LatestTask`).
  public func load() async {
    source = .loading
    let service = service
    await request.run {
      async let users = service.users()
      async let albums = service.albums()
      return UserRow.rows(users: try await users, albums: try await albums)
    } apply: { [weak self] result in
      switch result {
      case .success(let rows): self?.source = .loaded(rows)
      case .failure(let error): self?.source = .failed(LoadFailure(error))
      }
    }
  }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    switch source {
    case .failed: await load()
    case .idle, .loading, .loaded: throw .nothingToRetry
    }
  }

  /// Asks to show the albums of the user with id `id`; refused unless a row shows them.
  public func open(_ id: User.ID) throws(UsersError) {
    guard case .loaded(let rows) = source, let row = rows.first(where: { $0.user.id == id })
    else { throw .noSuchUser(id) }
    onNavigate(.showAlbums(of: row.user))
  }
}
