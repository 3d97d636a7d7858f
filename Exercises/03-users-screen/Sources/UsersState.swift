import DataEngine
import Models
import ViewModels

/// One person as the users screen lists them: the user and how many albums they own.
public struct UserRow: Hashable, Sendable {
  /// The user; their name is untrusted text.
  public let user: User
  /// How many albums they own.
  public let albumCount: Int

  /// Creates a row from its parts.
  public init(user: User, albumCount: Int) {
    self.user = user
    self.albumCount = albumCount
  }

  /// The rows for `users`, sorted by name (ignoring case and accents, then by id, so the order
  /// is total), each with its count of `albums`; a user who owns none counts zero.
  public static func rows(users: [User], albums: [Album]) -> [UserRow] {
    let counts = Dictionary(albums.map { ($0.userID, 1) }, uniquingKeysWith: +)
    return users.map { UserRow(user: $0, albumCount: counts[$0.id] ?? 0) }
      .sorted {
        (FoldedText($0.user.name), $0.user.id) < (FoldedText($1.user.name), $1.user.id)
      }
  }
}

extension UsersViewModel {
  /// What the users screen shows: exactly the moments it can be in.
  public enum State: Hashable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The users and their albums are on their way.
    case loading
    /// Every user, by name, with their album counts.
    case loaded([UserRow])
    /// The server has no users.
    case empty
    /// The load failed, and why; `retry` tries again.
    case failed(LoadFailure)
  }

  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the albums of this user.
    case showAlbums(of: User)
  }
}

/// Why the users screen refused `open`: a fact about a user, naming no row or command.
public enum UsersError: Error, Hashable, Sendable {
  /// No row of the screen shows the user with this id.
  case noSuchUser(User.ID)
}
