import FixtureBackend
import Foundation

/// Raw tus requests, spelled out byte for byte so each test shows exactly what goes on the wire.
enum TusRequests {
  static func create(length: String, tus: String? = "1.0.0") -> String {
    "POST /uploads HTTP/1.1\r\n" + header("Tus-Resumable", tus) + "Upload-Length: \(length)\r\n"
      + "Content-Length: 0\r\n\r\n"
  }

  static func head(_ id: String, tus: String? = "1.0.0") -> String {
    "HEAD /uploads/\(id) HTTP/1.1\r\n" + header("Tus-Resumable", tus) + "\r\n"
  }

  /// A PATCH carrying `body`; `declaredLength` lets a test promise more bytes than it sends.
  static func patch(
    _ id: String, offset: String, body: String, declaredLength: Int? = nil,
    tus: String? = "1.0.0", contentType: String = "application/offset+octet-stream"
  ) -> String {
    "PATCH /uploads/\(id) HTTP/1.1\r\n" + header("Tus-Resumable", tus)
      + "Content-Type: \(contentType)\r\nUpload-Offset: \(offset)\r\n"
      + "Content-Length: \(declaredLength ?? body.utf8.count)\r\n\r\n" + body
  }

  /// The id at the end of a `Location` such as `/uploads/7`.
  static func id(from response: RawHTTPConnection.Response) -> String? {
    response.headers["location"].flatMap { $0.split(separator: "/").last.map(String.init) }
  }

  private static func header(_ name: String, _ value: String?) -> String {
    value.map { "\(name): \($0)\r\n" } ?? ""
  }
}

extension RawHTTPConnection {
  /// Creates an upload of `length` bytes and returns its id.
  func createUpload(length: Int) throws -> String {
    try send(TusRequests.create(length: String(length)))
    let response = try readResponse()
    guard response.status == 201, let id = TusRequests.id(from: response) else {
      throw Failure(description: "creating an upload answered \(response.status)")
    }
    return id
  }
}
