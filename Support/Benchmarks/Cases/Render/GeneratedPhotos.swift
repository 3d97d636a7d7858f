import Foundation
import Models

/// A photo service over photos made up on the spot: `count` photos, 50 to an album, with
/// varied titles, answered at once. Benchmarks measure the screen, not a network.
struct GeneratedPhotos: PhotoService {
  /// Asked for a photo that was never made.
  struct NotFound: Error, CustomStringConvertible {
    let id: Int
    var description: String { "no generated photo has id \(id)" }
  }

  private let all: [Photo]

  /// `count` photos; with `ownURLs`, each has its own URLs as a server sends them, else all
  /// share one (a list frame never reads it, and a million parsed URLs only slow the set-up).
  init(count: Int, seed: UInt64 = 7, ownURLs: Bool = false) {
    var random = SeededGenerator(seed: seed)
    let shared = URL(string: "https://example.com/photo.png")!
    all = (1..<count + 1).map { id in
      let words = (0..<Int.random(in: 2...7, using: &random)).map { _ in
        Self.words[Int.random(in: 0..<Self.words.count, using: &random)]
      }
      let title = words.joined(separator: " ")
      let hex = String(id, radix: 16)
      return Photo(
        id: id, albumID: (id - 1) / 50 + 1, title: title,
        url: ownURLs ? URL(string: "https://via.placeholder.com/600/\(hex)")! : shared,
        thumbnailURL: ownURLs ? URL(string: "https://via.placeholder.com/150/\(hex)")! : shared)
    }
  }

  func photos(albumID: Int?) async throws -> [Photo] {
    guard let albumID else { return all }
    return all.filter { $0.albumID == albumID }
  }

  func photo(id: Int) async throws -> Photo {
    guard all.indices.contains(id - 1) else { throw NotFound(id: id) }
    return all[id - 1]
  }

  func albums() async throws -> [Album] {
    let last = all.last?.albumID ?? 0
    return (0..<last).map { Album(id: $0 + 1, userID: 1, title: "album \($0 + 1)") }
  }

  func users() async throws -> [User] {
    [User(id: 1, name: "Benchmark", username: "benchmark", email: "benchmark@slim.example")]
  }

  private static let words = [
    "amber", "río", "dawn", "harbour", "café", "quiet", "lantern", "north", "ember", "meadow",
    "glass", "tide", "orchard", "brûlée", "signal", "copper", "willow", "東京", "stone", "drift",
  ]
}
