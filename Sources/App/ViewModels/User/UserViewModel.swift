import Models
import Observation

/// A person's profile: their name, handle, address, where they work and where they live, loaded
/// from the service by id. Opened from a post (its author) or the people list.
///
/// ```swift
/// let profile = UserViewModel(userID: 3, service: service)
/// await profile.appear()   // .loaded(user), or .failed(reason)
/// ```
@MainActor
@Observable
public final class UserViewModel: ScreenModel {
  /// What the profile shows: where the load is, or the person.
  public enum State: Hashable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The profile is on its way.
    case loading
    /// The load failed; `retry` loads again.
    case failed(LoadFailure)
    /// The person; a reload keeps them on screen until the newer copy comes.
    case loaded(User)
  }

  /// What the screen shows now.
  public var state: State {
    switch user.phase {
    case .idle: .idle
    case .loading, .retrying: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let user, _, _): .loaded(user)
    }
  }

  /// The id of the person shown.
  public let id: User.ID
  private let user: ScreenLoad<User>

  /// The profile of user `userID` from `service`; nothing loads until ``load()`` or
  /// ``appear()``.
  public init(userID: User.ID, service: any PhotoService) {
    id = userID
    user = ScreenLoad { try await service.user(id: userID) }
  }

  /// Loads the profile again; the newest load wins.
  public func load() async { await user.load() }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has, or a load was stopped.
  public func appear() async { await user.appear() }

  /// The screen went away: stops the load under way, settling the screen.
  public func disappear() { user.disappear() }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) { try await user.retry() }
}
