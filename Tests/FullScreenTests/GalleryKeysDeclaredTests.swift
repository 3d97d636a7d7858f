import Composition
import Coordinators
import Foundation
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

/// The Gallery's keys come from each screen's declaration and nothing else: the overlay lists
/// them in the order the keys always had (the screen's own, its search, the way back, then the
/// keys every screen shares), the video-post flow's keys inside the Gallery are the flow's own
/// declaration, word for word the VideoPost sample's, and a short terminal still shows how to
/// leave.
@MainActor
@Suite("Gallery keys from each screen's declaration", .timeLimit(.minutes(10)))
struct GalleryKeysDeclaredTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
  let photos = FakePhotoService()
  let screen = Screen(width: 80, height: 20)

  func startedKeys() async -> GalleryKeys {
    photos.enqueue(.photos(Photo.samples(count: 30)))
    let flows = VideoPostFlows(
      service: FakeVideoPostService(clock: clock, sizes: [movie: 3_000], stepDelay: .zero),
      library: FakeMediaLibrary(assets: [], clock: clock, stepDelay: .zero),
      files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil))
    let keys = GalleryKeys(
      coordinator: GalleryApp.makeCoordinator(service: photos, videoPosts: flows))
    keys.fit(toHeight: screen.height)
    await keys.start()
    return keys
  }

  func type(_ keys: GalleryKeys, _ text: String) async {
    for character in text { await keys.press(.character(character))?.value }
  }

  func openVideoPost(_ keys: GalleryKeys) async throws -> VideoPostCoordinator {
    await type(keys, ":post-video file \(movie.path)")
    await keys.press(.enter)?.value
    guard case .videoPost(let flow) = keys.coordinator.front else {
      Issue.record("expected the video post in front, got \(keys.coordinator.front)")
      throw CancellationError()
    }
    return flow
  }

  @Test func thePhotoListsOverlayIsItsDeclarationThenItsSearchThenTheSharedKeys() async {
    let keys = await startedKeys()

    let overlay = keys.overlay(keys.lines.keysInFront)

    #expect(
      overlay.map(\.usage) == [
        "↑ ↓ PgUp PgDn", "Home End", "Enter", "s", "g", "a", "r", "/", "Esc  Backspace", "?", ":",
        "q  Ctrl-C",
      ])
    #expect(
      overlay.last == CommandHelp(usage: "q  Ctrl-C", summary: "Leave the Gallery."))
    #expect(
      overlay[8] == CommandHelp(usage: "Esc  Backspace", summary: "Back to the screen before."))
  }

  @Test func theVideoPostInTheGalleryHasTheFlowsOwnKeysAndWords() async throws {
    let keys = await startedKeys()
    _ = try await openVideoPost(keys)

    #expect(keys.overlay(keys.lines.keysInFront) == VideoPostKeys.keys)
    #expect(
      keys.frame(on: screen).lines.last?.plainText
        == VideoPostKeys.hints.string + " · ? keys · q quit")

    await type(keys, "c")
    #expect(keys.frame(on: screen).plainText.hasSuffix(":caption ▏"))
    await type(keys, "Harbour at dusk")
    await keys.press(.enter)?.value
    #expect(keys.frame(on: screen).plainText.contains("Harbour at dusk"))

    await keys.press(.escape)?.value
    #expect(keys.coordinator.path.isEmpty)
    #expect(!keys.isFinished)
  }

  @Test("at 16 lines the help and the keys overlay still say how to leave")
  func atSixteenLinesHelpAndOverlayKeepQuit() async {
    let keys = await startedKeys()
    let short = Screen(width: 80, height: 16)

    await type(keys, "?")
    let overlay = keys.frame(on: short).plainText.split(separator: "\n")
    await keys.press(.escape)?.value  // any key closes the overlay
    await type(keys, ":help")
    await keys.press(.enter)?.value
    let help = keys.frame(on: short).plainText.split(separator: "\n")

    #expect(overlay.contains { $0.hasPrefix("q  Ctrl-C") && $0.contains("Leave the Gallery.") })
    #expect(
      help.contains { $0.hasPrefix("quit") && $0.contains("Leave the Gallery.") },
      "\(help.joined(separator: "\n"))")
  }
}
