import Composition
import Coordinators
import DataEngine
import Foundation
import Models
import TestSupport
import Testing
import ViewModels

/// A video-post flow and the word list's coordinator with no front end: intents called directly,
/// the coordinators saying where the person went.
@MainActor
@Suite("VideoPost flow and WordList coordinator", .timeLimit(.minutes(10)))
struct VideoPostFlowTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")

  func flow() throws -> VideoPostCoordinator {
    try VideoPostFlows(
      service: FakeVideoPostService(clock: clock, sizes: [movie: 3_000]),
      library: FakeMediaLibrary(assets: [], clock: clock),
      files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil)
    ).flow(file: movie.path)
  }

  @Test func closingReportsClosedAndFinishesTheFlow() throws {
    let flow = try flow()
    var outcomes: [VideoPostNavigation] = []
    flow.onFinish = { outcomes.append($0) }

    flow.close(quitting: false)

    #expect(outcomes == [.closed])
    #expect(flow.isFinished)
    #expect(!flow.quitRequested)
  }

  @Test func quittingAsksToLeaveTheWholeApp() throws {
    let flow = try flow()

    flow.close(quitting: true)

    #expect(flow.isFinished)
    #expect(flow.quitRequested)
  }

  @Test func theScreensIntentsAreCalledWithoutAFrontEnd() throws {
    let flow = try flow()

    try flow.screen.setCaption("Harbour")

    guard case .file(let screen) = flow.kind else {
      Issue.record("expected a file flow, got \(flow.kind)")
      return
    }
    #expect(screen.caption == "Harbour")
  }

  @Test func theWordListFinishesWhenAskedToQuit() throws {
    let coordinator = WordListCoordinator(
      list: try WordListViewModel(store: InMemoryStore(WordListApp.samples)))
    #expect(!coordinator.isFinished)

    coordinator.quit()

    #expect(coordinator.isFinished)
  }
}
