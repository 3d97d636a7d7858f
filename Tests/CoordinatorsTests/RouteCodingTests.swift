import Coordinators
import Foundation
import Testing

/// A Gallery path is data a phone saves and restores (`NavigationPath.CodableRepresentation`,
/// `@SceneStorage`): every route survives a round trip through JSON, in order.
@Suite("Routes as saved data")
struct RouteCodingTests {
  @Test func aWholePathRoundTripsThroughJSON() throws {
    let path: [GalleryCoordinator.Route] = [
      .albums, .album(3), .detail(42), .posts, .post(7), .people, .user(5), .favorites,
      .videoPost(.file("clip.mp4")), .videoPost(.asset("harbour")),
    ]
    let data = try JSONEncoder().encode(path)
    #expect(try JSONDecoder().decode([GalleryCoordinator.Route].self, from: data) == path)
  }

  @Test func aRouteOfAnotherShapeIsRefusedNotGuessed() {
    let data = Data(#"[{"detail": {"_0": "forty-two"}}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([GalleryCoordinator.Route].self, from: data)
    }
  }
}
