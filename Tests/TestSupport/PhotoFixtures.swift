import Foundation
import Models

extension Photo {
  /// A photo for tests, with URLs derived from its id so each field is predictable.
  public static func sample(id: Int, albumID: Int = 1, title: String? = nil) -> Photo {
    Photo(
      id: id, albumID: albumID, title: title ?? "photo \(id)",
      url: URL(string: "https://images.slim.example/600/\(id)")!,
      thumbnailURL: URL(string: "https://images.slim.example/150/\(id)")!)
  }

  /// `count` photos numbered from 1, `perAlbum` to an album, titled `photo N`.
  public static func samples(count: Int, perAlbum: Int = 10) -> [Photo] {
    (1...max(1, count)).prefix(count).map { id in
      sample(id: id, albumID: (id - 1) / perAlbum + 1)
    }
  }
}
