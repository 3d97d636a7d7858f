import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// The detail's thumbnail: characters without true colour, half blocks in 24-bit colour with it,
/// a placeholder while it loads, and a line saying why when it failed.
struct ThumbnailPictureTests {
  private let commands = ListFixtures.detailCommands
  private let photo = ListFixtures.photo(id: 1, albumID: 1)

  private func frame(_ thumbnail: ThumbnailState, on screen: Screen) -> Frame {
    PhotoDetailView.frame(for: .loaded(photo), thumbnail: thumbnail, on: screen, commands: commands)
  }

  @Test func withoutTrueColourThePictureIsDrawnInCharacters() {
    let frame = frame(.loaded(TestPictures.glow()), on: Screen(width: 80, height: 24))
    assertFrame(frame, named: "detail-thumbnail-ascii-80")
  }

  @Test func aSmallScreenShrinksThePictureKeepingItsShape() {
    let frame = frame(.loaded(TestPictures.glow()), on: Screen(width: 40, height: 16))
    assertFrame(frame, named: "detail-thumbnail-ascii-40x16")
  }

  @Test func withTrueColourThePictureIsHalfBlocksInItsOwnColours() {
    let screen = Screen(width: 80, height: 24, usesColor: true, usesTrueColor: true)
    let frame = frame(.loaded(TestPictures.glow()), on: screen)
    assertFrame(frame, named: "detail-thumbnail-truecolor-80")
  }

  @Test func eachCellIsTheTopPixelOverTheBottomOne() {
    // Given a picture red above blue, one text row for each half
    let screen = Screen(width: 40, height: 24, usesColor: true, usesTrueColor: true)
    let text = frame(.loaded(TestPictures.redOverBlue), on: screen).text

    // Then each row is a run of four ▀ in one style: red on red, then blue on blue
    #expect(text.contains("  \u{1B}[38;2;255;0;0;48;2;255;0;0m▀▀▀▀\u{1B}[0m\n"))
    #expect(text.contains("  \u{1B}[38;2;0;0;255;48;2;0;0;255m▀▀▀▀\u{1B}[0m\n"))
  }

  @Test func colourWithoutTrueColourStillDrawsCharacters() {
    let screen = Screen(width: 80, height: 24, usesColor: true)
    let colored = frame(.loaded(TestPictures.glow()), on: screen)
    let plain = frame(.loaded(TestPictures.glow()), on: Screen(width: 80, height: 24))

    #expect(!colored.text.contains("38;2;"))
    #expect(colored.plainText == plain.plainText)
  }

  @Test func brightnessPicksTheCharacterFromBlankToAt() {
    let white = PixelImage(width: 4, height: 4, filledWith: .init(red: 255, green: 255, blue: 255))
    let grey = PixelImage(width: 4, height: 4, filledWith: .init(red: 128, green: 128, blue: 128))

    let screen = Screen(width: 40, height: 24)
    #expect(frame(.loaded(white), on: screen).plainText.contains("\n  @@@@\n  @@@@\n"))
    #expect(frame(.loaded(grey), on: screen).plainText.contains("\n  ++++\n  ++++\n"))
  }

  @Test func whileLoadingAPlaceholderHoldsThePicturesPlace() {
    let frame = frame(.loading, on: Screen(width: 80, height: 24))
    assertFrame(frame, named: "detail-thumbnail-loading-80")
  }

  @Test func aFailedThumbnailSaysWhyInItsPlace() {
    let failure = LoadFailure(message: "Server returned 404 Not Found: \u{1B}[2Jno image")
    let frame = frame(.failed(failure), on: Screen(width: 80, height: 24))
    assertFrame(frame, named: "detail-thumbnail-failed-80")
  }

  @Test func aScreenWithNoRoomLeftLeavesThePictureOut() {
    let short = Screen(width: 80, height: 10)
    #expect(
      frame(.loaded(TestPictures.glow()), on: short).plainText
        == frame(.none, on: short).plainText)
  }

  @Test func noThumbnailLeavesTheDetailAsItWas() {
    let screen = Screen(width: 80, height: 24)
    #expect(
      frame(.none, on: screen)
        == PhotoDetailView.frame(for: .loaded(photo), on: screen, commands: commands))
  }
}
