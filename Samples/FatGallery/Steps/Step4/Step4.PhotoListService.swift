import HTTPTransport
import Models
import Networking

/// Step 4: a view model with a state enum, a pure view, and the kit's own types.
enum Step4 {}

extension Step4 {
  /// What the view model needs from "somewhere photos come from": the list, or the fact of
  /// why not.
  ///
  /// A protocol, so the view model is tested with a fake that answers when the test says.
  protocol PhotoListService: Sendable {
    /// All the photos, in the server's order.
    func photos() async throws(PhotoLoadFailure) -> [Photo]
  }

  /// The production service: the kit's `PhotoAPIClient` over its `HTTPClient`, which replace
  /// step 1's `PhotoAPI`, with the kit's failures turned into the facts the screen words.
  struct KitPhotoListService: PhotoListService {
    let service: any PhotoService

    func photos() async throws(PhotoLoadFailure) -> [Photo] {
      do {
        return try await service.photos(albumID: nil)
      } catch let failure as HTTPClient.Failure {
        throw Self.fact(failure)
      } catch {
        throw .unreachable
      }
    }

    /// The fact behind one of the kit client's failures.
    static func fact(_ failure: HTTPClient.Failure) -> PhotoLoadFailure {
      switch failure {
      case .status(let code, _):
        .status(code)
      case .undecodable, .tooLarge, .malformedResponse:
        .unreadable
      case .retriesExhausted(_, let last, _):
        fact(last)
      case .unreachable, .cancelled, .invalidURL, .timedOut, .deadlineExceeded, .redirectRefused,
        .redirectLoop:
        .unreachable
      }
    }
  }
}
