import DataEngine
import Foundation

/// A photo in an album, in the jsonplaceholder shape, kept exactly as received: its text came from
/// outside, so a view makes it safe before it reaches a terminal.
///
/// A list may hold hundreds of thousands of photos, and the store, the fetched results and every
/// batch and change set hold them too. So a photo is a value over one shared, immutable storage
/// object (`Fields`): copying a photo copies a pointer, and two photos are equal when their
/// fields are, whether or not they share it. A photo keeps its two addresses as the text they
/// are sent as (checked once, when the photo is made) and makes a `URL` only when asked: a `URL`
/// held costs several hundred bytes more than its text. Its title and addresses are kept in one
/// buffer (`Texts`).
public struct Photo: Identifiable, Hashable, Sendable, Codable {
  private let fields: Fields

  /// The server's identifier, unique among photos.
  public var id: Int { fields.id }
  /// The album this photo belongs to.
  public var albumID: Int { fields.albumID }
  /// The title as the server sent it: untrusted text.
  public var title: String { fields.title }
  /// The title folded once for searching and ordering; derived, never stored or sent.
  public var foldedTitle: FoldedText { fields.foldedTitle }

  /// The full-size image's address as text, exactly as it is sent and stored.
  public var urlText: String { fields.texts.first }
  /// The small preview image's address as text, exactly as it is sent and stored.
  public var thumbnailURLText: String { fields.texts.second }

  /// The full-size image.
  public var url: URL { Self.address(urlText) }
  /// A small preview image.
  public var thumbnailURL: URL { Self.address(thumbnailURLText) }

  /// Creates a photo from its fields.
  public init(id: Int, albumID: Int, title: String, url: URL, thumbnailURL: URL) {
    fields = Fields(
      id: id, albumID: albumID, title: title, url: url.absoluteString,
      thumbnailURL: thumbnailURL.absoluteString)
  }

  /// Decodes a photo from its wire fields, folding the title once. An address that is not a URL
  /// is refused at its field, as a `URL` field would be.
  public init(from decoder: any Decoder) throws {
    let wire = try decoder.container(keyedBy: CodingKeys.self)
    let id = try wire.decode(Int.self, forKey: .id)
    let albumID = try wire.decode(Int.self, forKey: .albumID)
    let title = try wire.decode(String.self, forKey: .title)
    let url = try Self.decodeAddress(.url, in: wire)
    let thumbnailURL = try Self.decodeAddress(.thumbnailURL, in: wire)
    fields = Fields(id: id, albumID: albumID, title: title, url: url, thumbnailURL: thumbnailURL)
  }

  /// Encodes the wire fields, the addresses as the text a `URL` field encodes as.
  public func encode(to encoder: any Encoder) throws {
    var wire = encoder.container(keyedBy: CodingKeys.self)
    try wire.encode(id, forKey: .id)
    try wire.encode(albumID, forKey: .albumID)
    try wire.encode(title, forKey: .title)
    try wire.encode(urlText, forKey: .url)
    try wire.encode(thumbnailURLText, forKey: .thumbnailURL)
  }

  /// Whether two photos have equal fields; a photo and its copy share them, and are equal at once.
  public static func == (lhs: Photo, rhs: Photo) -> Bool {
    lhs.fields === rhs.fields || lhs.fields.hasSameValues(as: rhs.fields)
  }

  /// Hashes the fields, so equal photos hash alike whether or not they share them.
  public func hash(into hasher: inout Hasher) { fields.hash(into: &hasher) }

  /// The text a `URL` decoded from `key` would encode as: the text as sent when it parses to
  /// itself (sharing its storage), else the parsed URL's, so encoding stays what it was.
  private static func decodeAddress(
    _ key: CodingKeys, in fields: KeyedDecodingContainer<CodingKeys>
  ) throws -> String {
    let text = try fields.decode(String.self, forKey: key)
    if isPlainAddress(text) { return text }
    guard let url = URL(string: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: fields, debugDescription: "Invalid URL string.")
    }
    let parsed = url.absoluteString
    return parsed.hasSameUTF8(as: text) ? text : parsed
  }

  /// The URL of text that was a URL's `absoluteString` when the photo was made, so it parses.
  private static func address(_ text: String) -> URL {
    guard let url = URL(string: text) else {
      preconditionFailure("A photo's address was checked when the photo was made: \(text)")
    }
    return url
  }

  // The wire format uses jsonplaceholder's names; Swift names follow the API design guidelines.
  private enum CodingKeys: String, CodingKey {
    case id
    case albumID = "albumId"
    case title
    case url
    case thumbnailURL = "thumbnailUrl"
  }
}
