/// The tus 1.0 resumable-upload protocol's constants and the checks every tus request gets.
///
/// Spec: https://tus.io/protocols/resumable-upload (core protocol plus the creation extension).
enum Tus {
  /// The protocol version this server speaks, sent as `Tus-Resumable` and `Tus-Version`.
  static let version = "1.0.0"
  /// The only content type a PATCH may carry.
  static let chunkContentType = "application/offset+octet-stream"

  /// A response with the `Tus-Resumable` header the protocol puts on every answer.
  static func response(_ status: Int) -> FixtureResponse {
    FixtureResponse(status: status, headers: [("Tus-Resumable", version)])
  }

  /// The error response for `error`, with the tus headers a client needs to understand it.
  static func response(for error: HTTPError) -> FixtureResponse {
    var response = error.response.adding(header: "Tus-Resumable", version)
    if error.status == 412 { response = response.adding(header: "Tus-Version", version) }
    return response
  }

  /// Runs a tus handler, turning a refusal into a response that carries the tus headers too.
  static func answer(_ handler: () throws(HTTPError) -> FixtureResponse) -> FixtureResponse {
    do {
      return try handler()
    } catch {
      return response(for: error)
    }
  }

  /// Refuses, with a 412, a request that does not say it speaks this version of tus.
  static func checkVersion(of request: FixtureRequest) throws(HTTPError) {
    let sent = request.header("Tus-Resumable")
    guard sent == version else {
      throw HTTPError(
        status: 412,
        message: sent.map { "Tus-Resumable \($0) is not supported; this server speaks \(version)" }
          ?? "The Tus-Resumable header is missing; this server speaks \(version)")
    }
  }

  /// The value of header `name` as a byte count: a non-negative integer, or a 400 that says so.
  static func byteCount(_ name: String, in request: FixtureRequest) throws(HTTPError) -> Int {
    guard let text = request.header(name) else {
      throw .badRequest("The \(name) header is missing")
    }
    guard !text.isEmpty, text.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(text) else {
      throw .badRequest("\(name) must be a non-negative integer, not \"\(text.prefix(40))\"")
    }
    return value
  }
}
