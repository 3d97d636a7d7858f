import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// How the client turns what Foundation throws, and what the server sends back, into a `Failure`.
extension HTTPClient.Failure {
  /// A failure for an error thrown while loading `url`, in the kit's own words for the common
  /// codes: Foundation's differ by platform (Linux passes on libcurl's).
  init(loading error: any Error, url: URL) {
    if let failure = error as? HTTPClient.Failure {
      self = failure  // the loader's own refusals arrive already worded
      return
    }
    if error is CancellationError {
      self = .cancelled
      return
    }
    guard let error = error as? URLError else {
      self = .unreachable(url, reason: error.localizedDescription)
      return
    }
    switch error.code {
    case .cancelled: self = .cancelled
    case .cannotConnectToHost: self = .unreachable(url, reason: Self.refused)
    case .cannotFindHost, .dnsLookupFailed: self = .unreachable(url, reason: Self.noHost)
    case .timedOut: self = .unreachable(url, reason: "timed out")
    case .networkConnectionLost: self = .unreachable(url, reason: "the connection was lost")
    case .notConnectedToInternet: self = .unreachable(url, reason: Self.offline)
    case .badServerResponse: self = .unreachable(url, reason: "the server sent no valid answer")
    // Linux reports a body cut short by its libcurl text and code -1; Darwin, as a lost
    // connection. Both become the same words.
    case _ where error.localizedDescription.hasPrefix("transfer closed with"):
      self = .unreachable(url, reason: "the response ended before all of it arrived")
    case _ where Self.malformation(error.localizedDescription) != nil:
      self = .malformedResponse(url, reason: Self.malformation(error.localizedDescription)!)
    default: self = .unreachable(url, reason: error.localizedDescription)
    }
  }

  /// The reasons a request never reached any server: no connection was ever made, so a write
  /// surely took no effect (``mayHaveBeenApplied``).
  static let neverSentReasons: Set<String> = [refused, noHost, offline]
  static let refused = "connection refused"
  static let noHost = "host not found"
  static let offline = "not connected to the internet"

  /// What was wrong with an answer that arrived but was not HTTP the client reads, from
  /// libcurl's words on Linux (which come with codes that say "unreachable"); nil for others.
  ///
  /// libcurl refuses a reply with no status line ("Received HTTP/0.9 when not allowed"), a
  /// chunked body whose chunk sizes are not hexadecimal, and a header line past its limit,
  /// which it reports as "Out of memory" although nothing ran out (or, in newer versions,
  /// "Too large response headers").
  private static func malformation(_ text: String) -> String? {
    if text.contains("HTTP/0.9") { return "it has no status line (an HTTP/0.9 reply)" }
    if text.contains("chunked-encoding") || text.contains("chunk hex-length") {
      return "its chunked body is malformed"
    }
    if text == "Out of memory" || text.contains("Too large response headers") {
      return "its headers are larger than the client reads"
    }
    return nil
  }

  /// A `.status` failure whose message comes from the error body the server sent.
  init(statusCode: Int, body: Data) {
    self = .status(code: statusCode, message: Self.message(in: body))
  }

  /// The body's `error` or `message` field; otherwise its text on one line, cut to 200 characters.
  private static func message(in body: Data) -> String? {
    struct ErrorBody: Decodable {
      let error: String?
      let message: String?
    }
    if let fields = try? JSONDecoder().decode(ErrorBody.self, from: body),
      let message = fields.error ?? fields.message
    {
      return message
    }
    let text = String(decoding: body, as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !text.isEmpty else { return nil }
    return text.count > 200 ? text.prefix(200) + "…" : text
  }
}
