import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of the photo detail: every field whole, long titles wrapped, reload status.
struct PhotoDetailViewTests {
  private let commands = ListFixtures.detailCommands
  private let photo = ListFixtures.photo(id: 1, albumID: 1)

  @Test(arguments: [80, 40])
  func detailShowsEveryField(width: Int) {
    let frame = PhotoDetailView.frame(
      for: .loaded(photo), on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "detail-\(width)")
  }

  @Test(arguments: [80, 40])
  func aLongCJKTitleWrapsByDisplayWidth(width: Int) {
    let title = "東京都渋谷区の夕焼けと富士山の写真、二〇二四年十二月三十一日撮影、高解像度版"
    let frame = PhotoDetailView.frame(
      for: .loaded(.sample(id: 42, albumID: 5, title: title)), on: Screen(width: width),
      commands: commands)
    assertFrame(frame, named: "detail-cjk-\(width)")
  }

  @Test func reloadingKeepsThePhotoAndSaysSo() {
    let frame = PhotoDetailView.frame(
      for: .reloading(photo), on: Screen(width: 80), commands: commands)
    assertFrame(frame, named: "detail-reloading-80")
  }

  @Test(arguments: [80, 40])
  func aFailedReloadSaysWhyAndWhatToDo(width: Int) {
    let failure = LoadFailure(message: "The server answered 503 Service Unavailable.")
    let frame = PhotoDetailView.frame(
      for: .failed(photo, failure), on: Screen(width: width), commands: commands)
    assertFrame(frame, named: "detail-failed-\(width)")
  }

  @Test func aVeryNarrowScreenStacksFieldsUnderTheirNames() {
    let frame = PhotoDetailView.frame(
      for: .loaded(photo), on: Screen(width: 24), commands: commands)
    assertFrame(frame, named: "detail-24")
  }
}
