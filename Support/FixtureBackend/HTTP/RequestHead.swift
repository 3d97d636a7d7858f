import Foundation

/// A request's line and header fields: everything before the body.
struct RequestHead: Sendable {
  var method: String
  var target: String
  /// 0 for HTTP/1.0, 1 for HTTP/1.1: it decides the keep-alive default.
  var minorVersion: Int
  var headers: [(name: String, value: String)]

  /// Parses the bytes before the blank line (which must not be included).
  static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPError) -> RequestHead {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .badRequest("The request head is not valid UTF-8")
    }
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
    let requestLine = lines.popFirst() ?? ""
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, isToken(parts[0]), parts[1].hasPrefix("/") else {
      throw .badRequest("Malformed request line: \(requestLine.prefix(100))")
    }
    let minorVersion: Int
    switch parts[2] {
    case "HTTP/1.1": minorVersion = 1
    case "HTTP/1.0": minorVersion = 0
    default: throw HTTPError(status: 505, message: "Only HTTP/1.0 and HTTP/1.1 are supported")
    }
    var headers: [(name: String, value: String)] = []
    for line in lines {
      // A missing colon, a space before it, or an obsolete folded line: all rejected.
      guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else {
        throw .badRequest("Malformed header line: \(line.prefix(100))")
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers.append((String(line[..<colon]), value))
    }
    return RequestHead(
      method: String(parts[0]), target: String(parts[1]), minorVersion: minorVersion,
      headers: headers)
  }

  /// The value of the first header field called `name`, compared case-insensitively.
  func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The body's length from `Content-Length`, 0 when absent.
  func contentLength() throws(HTTPError) -> Int {
    let values = headers.filter { $0.name.lowercased() == "content-length" }.map(\.value)
    guard let first = values.first else { return 0 }
    // Differing duplicates are a request-smuggling classic: refuse rather than guess.
    guard values.allSatisfy({ $0 == first }), let length = Int(first), length >= 0 else {
      throw .badRequest("Invalid Content-Length: \(first)")
    }
    return length
  }

  /// Whether the client wants the connection kept open after this exchange.
  var wantsKeepAlive: Bool {
    let tokens = (header("Connection") ?? "").lowercased().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if tokens.contains("close") { return false }
    return minorVersion == 1 || tokens.contains("keep-alive")
  }

  private static func isToken(_ text: Substring) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { tokenCharacters.contains($0) }
  }

  private static let tokenCharacters = CharacterSet(
    charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
}
