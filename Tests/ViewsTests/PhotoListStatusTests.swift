import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of a photo list with nothing to list: each says what is going on and what to do.
struct PhotoListStatusTests {
  private let commands = ListFixtures.listCommands

  @Test(arguments: [80, 40])
  func loadingSaysSo(width: Int) {
    let frame = PhotoListView.frame(for: .loading, on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-loading-\(width)")
  }

  @Test func idleSaysHowToLoad() {
    let frame = PhotoListView.frame(for: .idle, on: Screen(width: 80), commands: commands)
    assertFrame(frame, named: "list-idle-80")
  }

  @Test(arguments: [80, 40])
  func aFailedLoadSaysWhyAndHowToRetry(width: Int) {
    let failure = LoadFailure(message: "The server at 127.0.0.1:8080 refused the connection.")
    let frame = PhotoListView.frame(
      for: .failed(failure), on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-failed-\(width)")
  }

  @Test(arguments: [80, 40])
  func aSearchWithNoMatchesSaysHowToClearIt(width: Int) {
    let query = PhotoQuery(searchTerm: "xyz")
    let frame = PhotoListView.frame(
      for: .empty(.noMatches(query)), on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "list-no-matches-\(width)")
  }

  @Test func noMatchesInAnAlbumSaysHowToWidenBoth() {
    let query = PhotoQuery(searchTerm: "xyz", albumFilter: .album(3))
    let frame = PhotoListView.frame(
      for: .empty(.noMatches(query)), on: Screen(width: 80), commands: commands)
    assertFrame(frame, named: "list-no-matches-album-80")
  }

  @Test func noPhotosAtAllSaysHowToCheckAgain() {
    let frame = PhotoListView.frame(
      for: .empty(.noPhotos), on: Screen(width: 80), commands: commands)
    assertFrame(frame, named: "list-no-photos-80")
  }
}
