import Foundation
import Models

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Step 1: the network call leaves the screen.
enum Step1 {}

extension Step1 {
  /// The photo API as one small object: build the URL, send, check the status, decode.
  ///
  /// Moved out of step 0's `reload()` unchanged in behaviour, except that `JSONDecoder` and
  /// `Photo`'s `Codable` conformance replace the dictionary walking. Now it can be tested
  /// against a server on its own, and the screen can be tested with something in its place.
  struct PhotoAPI: Sendable {
    /// The server's root; `/photos` is appended to it.
    let baseURL: URL

    /// `GET /photos`, decoded.
    func photos() async throws(PhotoLoadFailure) -> [Photo] {
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await URLSession.shared.data(from: baseURL.appending(path: "photos"))
      } catch {
        throw .unreachable
      }
      guard let http = response as? HTTPURLResponse else { throw .unreachable }
      guard (200..<300).contains(http.statusCode) else { throw .status(http.statusCode) }
      do {
        return try JSONDecoder().decode([Photo].self, from: data)
      } catch {
        throw .unreadable
      }
    }
  }
}
