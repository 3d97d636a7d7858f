import Foundation
import HTTPTransport
import Models
import Networking
import Testing

/// A photo's image URL, on a host that does not exist, becomes a request to the configured server.
struct ImageEndpointsTests {
  private func photo(thumbnail: String) -> Photo {
    Photo(
      id: 1, albumID: 1, title: "t", url: URL(string: "https://images.slim.example/600/92c952")!,
      thumbnailURL: URL(string: thumbnail)!)
  }

  @Test func aThumbnailURLMapsToAPPMOnTheServer() throws {
    let request = try ImageEndpoints.thumbnail(
      for: photo(thumbnail: "https://images.slim.example/150/92c952"))

    #expect(request.method == .get)
    #expect(request.path == "/images/150/92c952.ppm")
    #expect(request.headers == ["Accept": "image/x-portable-pixmap"])
  }

  @Test func jsonplaceholdersOwnImageHostMapsTheSameWay() throws {
    let request = try ImageEndpoints.thumbnail(
      for: photo(thumbnail: "https://via.placeholder.com/150/92c952"))
    #expect(request.path == "/images/150/92c952.ppm")
  }

  @Test(arguments: [
    "https://images.slim.example/92c952",
    "https://images.slim.example/150/..",
    "https://images.slim.example/150/a%2Fb",
    "https://images.slim.example/150/92c952.png",
  ])
  func aURLWithoutASizeAndPlainNameIsRefused(thumbnail: String) {
    #expect(throws: HTTPClient.Failure.self) {
      try ImageEndpoints.thumbnail(for: photo(thumbnail: thumbnail))
    }
  }
}
