import Foundation
import Models

/// Where photo images are fetched from: the one place the kit maps a photo's image URL to a
/// request on its own server.
///
/// Photos name their images on another host, in jsonplaceholder's shape:
/// `https://images.slim.example/150/92c952` (size, then colour). That host does not exist, and
/// the kit decodes only binary PPM, so the client asks the server it is configured with instead,
/// keeping the last two path segments: `GET /images/150/92c952.ppm` on the base URL. The
/// embedded backend serves exactly that (FixtureBackend's `ImageRoutes`); another server must
/// too, or thumbnails fail with its 404.
public enum ImageEndpoints {
  /// The content type asked for and expected back.
  public static let contentType = "image/x-portable-pixmap"

  /// The request for `photo`'s thumbnail.
  ///
  /// Throws `.invalidURL` when the thumbnail URL does not end in a size and a name made of
  /// letters and digits only, so nothing odd (`..`, `%2F`) reaches the request path.
  public static func thumbnail(for photo: Photo) throws(HTTPClient.Failure) -> Request<Data> {
    try image(at: photo.thumbnailURL)
  }

  /// The request for the image a photo names at `url`.
  static func image(at url: URL) throws(HTTPClient.Failure) -> Request<Data> {
    let segments = url.pathComponents.filter { $0 != "/" }.suffix(2)
    guard segments.count == 2,
      segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLetterOrDigit } })
    else {
      throw .invalidURL(url.absoluteString, reason: "it does not end in an image size and name")
    }
    let (size, name) = (segments.first!, segments.last!)
    return Request(path: "/images/\(size)/\(name).ppm", headers: ["Accept": contentType])
  }
}

extension Character {
  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
