/// A person who owns albums and writes posts, in the jsonplaceholder shape (the fields the kit
/// uses). Every text field came from outside: a view makes it safe before it reaches a terminal.
public struct User: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among users.
  public let id: Int
  /// The person's full name.
  public let name: String
  /// A short handle.
  public let username: String
  /// A contact address.
  public let email: String
  /// Where the person works: the `name` of the wire's `company`; nil when the server sends none.
  public let company: String?
  /// Where the person lives: the `city` of the wire's `address`; nil when the server sends none.
  public let city: String?

  public init(
    id: Int, name: String, username: String, email: String, company: String? = nil,
    city: String? = nil
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.company = company
    self.city = city
  }

  // The wire nests the two profile fields, `{"company": {"name": …}, "address": {"city": …}}`;
  // a server that sends neither (an older one) still gives a user.
  private enum CodingKeys: String, CodingKey { case id, name, username, email, company, address }
  private struct Company: Codable { var name: String }
  private struct Address: Codable { var city: String }

  public init(from decoder: any Decoder) throws {
    let wire = try decoder.container(keyedBy: CodingKeys.self)
    id = try wire.decode(Int.self, forKey: .id)
    name = try wire.decode(String.self, forKey: .name)
    username = try wire.decode(String.self, forKey: .username)
    email = try wire.decode(String.self, forKey: .email)
    company = try wire.decodeIfPresent(Company.self, forKey: .company)?.name
    city = try wire.decodeIfPresent(Address.self, forKey: .address)?.city
  }

  public func encode(to encoder: any Encoder) throws {
    var wire = encoder.container(keyedBy: CodingKeys.self)
    try wire.encode(id, forKey: .id)
    try wire.encode(name, forKey: .name)
    try wire.encode(username, forKey: .username)
    try wire.encode(email, forKey: .email)
    try wire.encodeIfPresent(company.map(Company.init), forKey: .company)
    try wire.encodeIfPresent(city.map(Address.init), forKey: .address)
  }
}
