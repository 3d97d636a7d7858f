/// How a response becomes bytes on a socket.
extension FixtureResponse {
  /// Whether the handler asked for the connection to be closed after this response.
  var asksToClose: Bool {
    header("Connection")?.lowercased().contains("close") ?? false
  }

  /// The status line, header fields, blank line and (unless answering HEAD) the body.
  ///
  /// `Content-Length` always describes `body`, even for HEAD, where it is what a GET would send.
  func serialized(keepAlive: Bool, includingBody: Bool) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))\r\n"
    for (name, value) in headers {
      let lowercased = name.lowercased()
      guard lowercased != "content-length" && lowercased != "connection" else { continue }
      head += "\(Self.sanitized(name)): \(Self.sanitized(value))\r\n"
    }
    head += "Content-Length: \(body.count)\r\n"
    head += keepAlive ? "" : "Connection: close\r\n"
    head += "\r\n"
    return Array(head.utf8) + (includingBody ? Array(body) : [])
  }

  /// A CR or LF inside a field would end the header early and corrupt the stream.
  private static func sanitized(_ field: String) -> String {
    field.filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" }
  }

  static func reasonPhrase(for status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 410: "Gone"
    case 412: "Precondition Failed"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 429: "Too Many Requests"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Status \(status)"
    }
  }
}
