import Foundation

/// A photo in an album, in the jsonplaceholder shape, kept exactly as received: its text came from
/// outside, so a view makes it safe before it reaches a terminal.
///
/// A list may hold hundreds of thousands of photos, so a photo keeps its two addresses as the text
/// they are sent as (checked once, when the photo is made) and makes a `URL` only when asked: a
/// `URL` held costs several hundred bytes more than its text. The two texts are kept in one
/// (``Addresses``), since they usually differ only at the end.
public struct Photo: Identifiable, Hashable, Sendable, Codable {
  /// The server's identifier, unique among photos.
  public let id: Int
  /// The album this photo belongs to.
  public let albumID: Int
  /// The title as the server sent it: untrusted text.
  public let title: String
  /// The title folded once for searching and ordering; derived, never stored or sent.
  public let foldedTitle: FoldedText
  private let addresses: Addresses

  /// The full-size image's address as text, exactly as it is sent and stored.
  public var urlText: String { addresses.first }
  /// The small preview image's address as text, exactly as it is sent and stored.
  public var thumbnailURLText: String { addresses.second }

  /// The full-size image.
  public var url: URL { Self.address(urlText) }
  /// A small preview image.
  public var thumbnailURL: URL { Self.address(thumbnailURLText) }

  /// Creates a photo from its fields.
  public init(id: Int, albumID: Int, title: String, url: URL, thumbnailURL: URL) {
    self.id = id
    self.albumID = albumID
    self.title = title
    self.addresses = Addresses(url.absoluteString, thumbnailURL.absoluteString)
    self.foldedTitle = FoldedText(title)
  }

  /// Decodes a photo from its wire fields, folding the title once. An address that is not a URL
  /// is refused at its field, as a `URL` field would be.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    id = try fields.decode(Int.self, forKey: .id)
    albumID = try fields.decode(Int.self, forKey: .albumID)
    title = try fields.decode(String.self, forKey: .title)
    let urlText = try Self.decodeAddress(.url, in: fields)
    addresses = Addresses(urlText, try Self.decodeAddress(.thumbnailURL, in: fields))
    foldedTitle = FoldedText(title)
  }

  /// Encodes the wire fields, the addresses as the text a `URL` field encodes as.
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: CodingKeys.self)
    try fields.encode(id, forKey: .id)
    try fields.encode(albumID, forKey: .albumID)
    try fields.encode(title, forKey: .title)
    try fields.encode(urlText, forKey: .url)
    try fields.encode(thumbnailURLText, forKey: .thumbnailURL)
  }

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
