import Coordinators
import Foundation
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

@MainActor
@Suite("Video post keys", .timeLimit(.minutes(10)))
struct VideoPostKeysTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
  let screen = Screen(width: 80, height: 20)

  func keys() throws -> VideoPostKeys {
    let flows = VideoPostFlows(
      service: FakeVideoPostService(clock: clock, sizes: [movie: 3_000]),
      library: FakeMediaLibrary(assets: [], clock: clock),
      files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil))
    return VideoPostKeys(coordinator: try flows.flow(file: movie.path))
  }

  func type(_ keys: VideoPostKeys, _ text: String) async {
    for character in text { await keys.press(.character(character))?.value }
  }

  @Test func cTypesCaptionForThePersonToFinish() async throws {
    let keys = try keys()

    await type(keys, "c")
    #expect(keys.frame(on: screen).plainText.hasSuffix(":caption ▏"))
    await type(keys, "Harbour at dusk")
    await keys.press(.enter)?.value

    #expect(keys.mode == .browsing)
    #expect(keys.frame(on: screen).plainText.contains("Harbour at dusk"))
  }

  @Test func pPostsThroughTheFlowsOwnCommandAndItsRefusal() async throws {
    let keys = try keys()

    await type(keys, "p")

    #expect(keys.lines.message?.text.string.hasPrefix("Cannot post yet.") == true)
  }

  @Test func escapeLeavesAndQQuits() async throws {
    let leaving = try keys()
    await leaving.press(.escape)?.value
    #expect(leaving.isFinished)

    let quitting = try keys()
    await type(quitting, "q")
    #expect(quitting.isFinished)
  }

  @Test func theGallerysVideoPostUsesTheSameKeys() {
    #expect(VideoPostKeys.action(for: .character("p")) == .perform(.post))
    #expect(VideoPostKeys.action(for: .character("c")) == .type("caption "))
    #expect(VideoPostKeys.action(for: .escape) == .perform(.back))
    #expect(VideoPostKeys.action(for: .character("z")) == nil)
  }
}
