import Models

/// What a screen showing one person's albums needs from "somewhere albums come from".
///
/// Given, not part of the exercise: in the kit this protocol would sit in Models beside
/// `PhotoService`, so a view model depends on it and never on a client. You write its
/// production conformance over the kit's `HTTPClient` (``UserAlbumsAPIClient``) and the fake a
/// view model's tests would use (``FakeUserAlbumsService``).
///
/// ```swift
/// let albums = try await service.albums(ofUser: 3)
/// ```
public protocol UserAlbumsService: Sendable {
  /// The albums of the user with `userID`, in the server's order.
  func albums(ofUser userID: Int) async throws -> [Album]
}
