import Flags
import Foundation
import HTTPTransport
import Networking

extension HTTPClient {
  /// The client a sample's composition root talks to `baseURL` with, refusing answers over
  /// `maximumResponseSize` bytes (`--max-response`); nil, after saying why on standard error,
  /// when it cannot be made (the sample then exits with status 64, as for a bad flag).
  static func forSample(baseURL: URL, maximumResponseSize: Int) -> HTTPClient? {
    do {
      return try HTTPClient(
        baseURL: baseURL, options: Options(maximumResponseSize: maximumResponseSize))
    } catch {
      StandardError.writeLine("\(untrusted: error.localizedDescription)")
      return nil
    }
  }
}
