import Exercise10
import Foundation
import Models

/// A small library: two albums of three photos each, and photo 99 whose album is not there.
enum LibraryFixtures {
  static let albums = [
    Album(id: 1, userID: 1, title: "Harbour"),
    Album(id: 2, userID: 1, title: "Mountains"),
  ]

  static let photos =
    (1...6).map { id in photo(id, album: id <= 3 ? 1 : 2) } + [photo(99, album: 7)]

  static var catalog: LibraryCatalog { LibraryCatalog(albums: albums, photos: photos) }

  static func photo(_ id: Int, album: Int) -> Photo {
    let url = URL(string: "https://images.slim.example/600/\(id)")!
    return Photo(id: id, albumID: album, title: "photo \(id)", url: url, thumbnailURL: url)
  }
}
