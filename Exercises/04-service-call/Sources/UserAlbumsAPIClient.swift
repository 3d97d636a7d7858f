import Foundation
import HTTPTransport
import Models
import Networking

/// The albums of one user over HTTP: `GET /users/N/albums`, the production
/// ``UserAlbumsService``.
///
/// Step 1 of the README: send the request through the kit's `HTTPClient`, the way
/// `PhotoAPIClient` does.
public struct UserAlbumsAPIClient: UserAlbumsService {
  private let client: HTTPClient

  /// Creates a service that sends its requests through `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  /// `GET /users/N/albums`.
  public func albums(ofUser userID: Int) async throws -> [Album] {
    throw NotYetWritten("UserAlbumsAPIClient.albums(ofUser:) is not written yet: step 1.")
  }
}
