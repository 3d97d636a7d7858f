import Foundation

/// What the routes need of every record: its id, and its name in a "No photo with id 9" message.
public protocol FixtureRecord: Sendable {
  /// The record's id, unique among its kind.
  var id: Int { get }
  /// What one record is called: `photo`.
  static var noun: String { get }
}

/// A generated user, encoded as jsonplaceholder's `{address: {city}, company: {name}, email, id,
/// name, username}` (the fields the kit reads).
public struct FixtureUser: FixtureRecord, Hashable, Encodable {
  /// What one is called in a 404.
  public static let noun = "user"
  /// The identifier, 1 to the dataset's user count.
  public let id: Int
  /// A full name, often accented ("Zoë Ångström").
  public let name: String
  /// An ASCII handle, unique in the dataset ("zoe.angstrom").
  public let username: String
  /// An address at `slim.example`, a domain reserved for examples.
  public let email: String
  /// Where the user works.
  public let company: String
  /// Where the user lives.
  public let city: String

  /// Creates a user from its fields.
  public init(
    id: Int, name: String, username: String, email: String, company: String, city: String
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.company = company
    self.city = city
  }

  private enum CodingKeys: String, CodingKey { case id, name, username, email, company, address }
  private enum Named: String, CodingKey { case name }
  private enum Located: String, CodingKey { case city }

  public func encode(to encoder: any Encoder) throws {
    var wire = encoder.container(keyedBy: CodingKeys.self)
    try wire.encode(id, forKey: .id)
    try wire.encode(name, forKey: .name)
    try wire.encode(username, forKey: .username)
    try wire.encode(email, forKey: .email)
    var company = wire.nestedContainer(keyedBy: Named.self, forKey: .company)
    try company.encode(self.company, forKey: .name)
    var address = wire.nestedContainer(keyedBy: Located.self, forKey: .address)
    try address.encode(city, forKey: .city)
  }
}

/// A generated album, encoded as jsonplaceholder's `{id, title, userId}`.
public struct FixtureAlbum: FixtureRecord, Hashable, Encodable {
  /// What one is called in a 404.
  public static let noun = "album"
  /// The identifier, 1 to the dataset's album count.
  public let id: Int
  /// The owner's id.
  public let userID: Int
  /// A short generated title.
  public let title: String

  /// Creates an album from its fields.
  public init(id: Int, userID: Int, title: String) {
    self.id = id
    self.userID = userID
    self.title = title
  }

  private enum CodingKeys: String, CodingKey {
    case id, title
    case userID = "userId"
  }
}

/// A generated photo, encoded as jsonplaceholder's `{albumId, id, thumbnailUrl, title, url}`.
///
/// The image URLs carry the photo's colour and never the server's port, so transcripts of a
/// sample are byte-identical from one run to the next.
public struct FixturePhoto: FixtureRecord, Hashable, Encodable {
  /// What one is called in a 404.
  public static let noun = "photo"
  /// The identifier, 1 to the dataset's photo count.
  public let id: Int
  /// The album's id.
  public let albumID: Int
  /// A generated caption: untrusted text, possibly long, accented, CJK, emoji, or hostile.
  public let title: String
  /// The photo's colour as `0xRRGGBB`; thumbnails are drawn from it.
  public let color: UInt32

  /// Creates a photo from its fields; `color` is masked to its low 24 bits.
  public init(id: Int, albumID: Int, title: String, color: UInt32) {
    self.id = id
    self.albumID = albumID
    self.title = title
    self.color = color & 0xFF_FFFF
  }

  /// The colour as six lowercase hex digits, as it appears in the URLs ("92c952").
  public var colorHex: String {
    let digits = String(color, radix: 16)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }

  /// The full-size image: `https://images.slim.example/600/RRGGBB`.
  public var url: URL { URL(string: "https://images.slim.example/600/\(colorHex)")! }

  /// The preview image: `https://images.slim.example/150/RRGGBB`.
  public var thumbnailURL: URL { URL(string: "https://images.slim.example/150/\(colorHex)")! }

  private enum CodingKeys: String, CodingKey {
    case id, title, url
    case albumID = "albumId"
    case thumbnailURL = "thumbnailUrl"
  }

  /// Encodes the five jsonplaceholder fields; the colour travels inside the URLs.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(albumID, forKey: .albumID)
    try container.encode(title, forKey: .title)
    try container.encode(url.absoluteString, forKey: .url)
    try container.encode(thumbnailURL.absoluteString, forKey: .thumbnailURL)
  }
}

/// A generated or written todo, encoded as jsonplaceholder's `{completed, id, title, userId}`.
public struct FixtureTodo: FixtureRecord, Hashable, Codable {
  /// What one is called in a 404.
  public static let noun = "todo"
  /// The identifier: 1 to the dataset's todo count, then one more for each todo added.
  public let id: Int
  /// The owner's id.
  public var userID: Int
  /// What is to be done: untrusted text, sometimes hostile.
  public var title: String
  /// Whether it is done.
  public var completed: Bool

  /// Creates a todo from its fields.
  public init(id: Int, userID: Int, title: String, completed: Bool) {
    self.id = id
    self.userID = userID
    self.title = title
    self.completed = completed
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, completed
    case userID = "userId"
  }
}
