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
    case .cannotConnectToHost: self = .unreachable(url, reason: "connection refused")
    case .cannotFindHost, .dnsLookupFailed: self = .unreachable(url, reason: "host not found")
    case .timedOut: self = .unreachable(url, reason: "timed out")
    case .networkConnectionLost: self = .unreachable(url, reason: "the connection was lost")
    case .notConnectedToInternet: self = .unreachable(url, reason: "not connected to the internet")
    case .badServerResponse: self = .unreachable(url, reason: "the server sent no valid answer")
    // Linux reports a body cut short by its libcurl text and code -1; Darwin, as a lost
    // connection. Both become the same words.
    case _ where error.localizedDescription.hasPrefix("transfer closed with"):
      self = .unreachable(url, reason: "the response ended before all of it arrived")
    default: self = .unreachable(url, reason: error.localizedDescription)
    }
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
