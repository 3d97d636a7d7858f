import Exercise10
import SwiftUIHost
import Testing

/// The same coordinator under a SwiftUI-like stack (`LibraryStack`): taps push, the back swipe
/// pops by cutting the path, and a deep link set on the coordinator is the stack the person sees.
@MainActor
struct LibraryHostTests {
  let library = LibraryCoordinator(catalog: LibraryFixtures.catalog)

  @Test func tappingAnAlbumThenAPhotoPushesTheirScreens() {
    let host = Host(LibraryStack(library: library))

    host.tap("Harbour")
    let tapped = host.tap("photo 2")

    #expect(tapped, "the album's screen shows its photos as buttons")
    #expect(host.depth == 3, "the list, the album, the photo: \(host.front.texts)")
    #expect(host.front.texts == ["Photo 2: photo 2"])
  }

  @Test func theBackSwipeCutsThePath() throws {
    let host = Host(LibraryStack(library: library))
    host.tap("Harbour")
    host.tap("photo 2")

    host.swipeBack()

    #expect(library.path == [.album(1)], "the back swipe writes the path one shorter")
    #expect(host.front.texts.first == "Harbour")
  }

  @Test func aDeepLinkShowsItsWholeStack() throws {
    let host = Host(LibraryStack(library: library))
    host.tap("Harbour")

    try library.open(.photo(5))
    host.update()

    #expect(host.depth == 3, "the list, album 2, photo 5")
    #expect(host.front.texts == ["Photo 5: photo 5"])
    host.swipeBack()
    #expect(host.front.texts.first == "Mountains", "under the photo is its own album")
  }

  @Test func aRefusedDeepLinkLeavesTheStackAsItWas() {
    let host = Host(LibraryStack(library: library))
    host.tap("Harbour")

    #expect(throws: LibraryRefusal.noSuchPhoto(42)) { try library.open(.photo(42)) }
    host.update()

    #expect(host.depth == 2)
    #expect(host.front.texts.first == "Harbour")
  }
}
