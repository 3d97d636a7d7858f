/// A person who owns albums, in the jsonplaceholder shape (the fields the kit uses).
public struct User: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among users.
  public let id: Int
  /// The person's full name: untrusted text.
  public let name: String
  /// A short handle: untrusted text.
  public let username: String
  /// A contact address: untrusted text.
  public let email: String

  public init(id: Int, name: String, username: String, email: String) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
  }
}
