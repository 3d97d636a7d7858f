import Foundation

/// The percent-decoded path and query of a request target such as `/photos?albumId=3`.
struct RequestTarget: Sendable, Equatable {
  var path: String
  var queryItems: [URLQueryItem]

  /// Splits and decodes `target`; a malformed escape such as `%zz` is a 400.
  init(decoding target: String) throws(HTTPError) {
    let withoutFragment = target.prefix { $0 != "#" }
    let encodedPath = withoutFragment.prefix { $0 != "?" }
    path = try Self.decode(encodedPath)
    queryItems = []
    let query = withoutFragment.dropFirst(encodedPath.count + 1)
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.decode(parts[0])
      let value = parts.count == 2 ? try Self.decode(parts[1]) : nil
      queryItems.append(URLQueryItem(name: name, value: value))
    }
  }

  private static func decode(_ text: Substring) throws(HTTPError) -> String {
    guard let decoded = text.removingPercentEncoding else {
      throw .badRequest("Malformed percent-encoding: \(text)")
    }
    return decoded
  }
}
