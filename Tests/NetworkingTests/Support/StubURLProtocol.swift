import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers a session's requests from the `StubServer` registered for the request's host.
///
/// Registered through `URLSessionConfiguration.protocolClasses`, which works on Linux and on
/// Darwin (LINUX-NOTES.md, note 11).
final class StubURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host().flatMap(StubServer.server(for:)) != nil
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let server = url.host().flatMap(StubServer.server(for:)) else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    let received = StubServer.Received(
      method: request.httpMethod ?? "GET", url: url,
      headers: request.allHTTPHeaderFields ?? [:], body: Self.body(of: request))
    switch server.handle(received) {
    case .respond(let status, let headers, let body):
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
      client?.urlProtocolDidFinishLoading(self)
    case .fail(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case .hang:
      break
    }
  }

  override func stopLoading() {}

  /// The request body, wherever the platform put it: Linux hands a protocol `httpBody`, Darwin
  /// an `httpBodyStream` (LINUX-NOTES.md, note 11).
  private static func body(of request: URLRequest) -> Data {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return Data() }
    stream.open()
    defer { stream.close() }
    var body = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      body.append(buffer, count: count)
    }
    return body
  }
}
