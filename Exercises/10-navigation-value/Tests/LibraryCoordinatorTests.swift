import Exercise10
import Models
import Testing

/// The coordinator alone, with no front end: intents in, the path out, as values.
@MainActor
struct LibraryCoordinatorTests {
  let library = LibraryCoordinator(catalog: LibraryFixtures.catalog)

  @Test func anAlbumPushesOneOfItsPhotos() throws {
    // Given album 1 in front
    try library.showAlbum(1)

    // When one of its photos is tapped
    try library.showPhoto(2)

    // Then the photo is pushed over the album, and its route shows that photo
    #expect(library.path == [.album(1), .photo(2)], "showPhoto(2) pushes .photo(2) over .album(1)")
    #expect(
      library.screen(for: .photo(2)) == .photo(LibraryFixtures.photo(2, album: 1)),
      "the .photo route shows its photo")
  }

  @Test func aPhotoOfAnotherAlbumIsRefusedChangingNothing() throws {
    try library.showAlbum(1)

    #expect(throws: LibraryRefusal.notInAlbum(photo: 5, album: 1)) { try library.showPhoto(5) }
    #expect(throws: LibraryRefusal.noSuchPhoto(42)) { try library.showPhoto(42) }
    #expect(library.path == [.album(1)], "a refused push leaves the path as it was")
  }

  @Test func aPhotoWithNoAlbumInFrontIsRefused() {
    #expect(throws: LibraryRefusal.noAlbumInFront) { try library.showPhoto(2) }
    #expect(library.path == [])
  }

  @Test(arguments: [
    (LibraryLink.albums, [LibraryRoute]()),
    (.album(2), [.album(2)]),
    (.photo(5), [.album(2), .photo(5)]),
    (.photo(1), [.album(1), .photo(1)]),
  ])
  func aDeepLinkSetsTheWholePath(link: LibraryLink, path: [LibraryRoute]) throws {
    // Given a stack showing something else
    try library.showAlbum(1)
    library.path.append(.photo(3))

    // When the link is opened
    try library.open(link)

    // Then the path is the link's, whole: not pushed on top of what was there
    #expect(library.path == path, "open(\(link)) sets the path to \(path)")
  }

  @Test(arguments: [
    (LibraryLink.album(9), LibraryRefusal.noSuchAlbum(9)),
    (.photo(42), .noSuchPhoto(42)),
    (.photo(99), .noSuchAlbum(7)),
  ])
  func aDeepLinkThatCannotBeMadeIsRefusedChangingNothing(
    link: LibraryLink, refusal: LibraryRefusal
  ) throws {
    try library.showAlbum(1)

    #expect(throws: refusal, "open(\(link)) is refused with \(refusal)") {
      try library.open(link)
    }
    #expect(library.path == [.album(1)], "a refused link leaves the path as it was")
  }
}
