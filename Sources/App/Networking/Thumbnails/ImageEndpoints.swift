import Foundation
import HTTPTransport
import Models

/// Where photo images are fetched from. Photos name them on a host that does not exist
/// (`https://images.slim.example/150/92c952`), and the kit decodes only binary PPM, so the client
/// asks its own server for `GET /images/150/92c952.ppm`, as FixtureBackend's `ImageRoutes` serve.
public enum ImageEndpoints {
  /// The content type asked for and expected back.
  public static let contentType = "image/x-portable-pixmap"

  /// The request for `photo`'s thumbnail; `.invalidURL` unless its URL ends in a size and a
  /// name of letters and digits, so nothing odd (`..`, `%2F`) reaches the request path.
  public static func thumbnail(for photo: Photo) throws(HTTPClient.Failure) -> Request<Data> {
    let url = photo.thumbnailURL
    let segments = url.pathComponents.filter { $0 != "/" }.suffix(2)
    let isPlain = { (segment: String) in
      !segment.isEmpty && segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    guard segments.count == 2, segments.allSatisfy(isPlain) else {
      throw .invalidURL(url.absoluteString, reason: "it does not end in an image size and name")
    }
    let (size, name) = (segments.first!, segments.last!)
    return Request(path: "/images/\(size)/\(name).ppm", headers: ["Accept": contentType])
  }
}
