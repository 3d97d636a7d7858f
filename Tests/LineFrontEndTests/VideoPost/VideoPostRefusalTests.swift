import Coordinators
import Essentials
import Foundation
import Models
import TestSupport
import Testing
import ViewModels
import Views

@testable import LineFrontEnd

/// Refusals worded by the coordinator: the view model states what was wrong, the coordinator
/// adds which of its commands helps.
@MainActor
@Suite("VideoPost refusals", .timeLimit(.minutes(10)))
struct VideoPostRefusalTests {
  let clock = TestClock()
  let movie = URL(fileURLWithPath: "/videos/harbour.mp4")

  nonisolated static let refusals: [VideoPostError] = [
    .invalidCaption(.empty), .invalidCaption(.controlCharacters),
    .invalidCaption(.tooLong(201, limit: 200)), .captionLocked, .notFetched, .alreadySending,
    .alreadyPosted, .useRetry(.startUpload),
    .useRetry(.resumeUpload(TransferProgress(completed: 1_000, total: 3_000))),
    .useRetry(.publishPost), .nothingToCancel, .nothingToRetry,
  ]

  @Test(arguments: refusals)
  func everyCommandARefusalSuggestsIsOneTheScreenAccepts(refusal: VideoPostError) {
    let text = VideoPostCommand.refusal(refusal).text.string
    let quoted = text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }

    for word in quoted {
      #expect(VideoPostCommand.words.contains(word), "'\(word)' in \"\(text)\"")
    }
  }

  @Test func aRefusedIntentSaysWhatWasWrongAndWhichCommandHelps() async throws {
    // Given a file screen with no caption yet
    let flows = VideoPostFlows(
      service: FakeVideoPostService(clock: clock, sizes: [movie: 3_000]),
      library: FakeMediaLibrary(assets: [], clock: clock),
      files: FakeFileInspector([movie: .regularFile(size: 3_000, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil))
    let flow = try flows.flow(file: movie.path)
    let lines = VideoPostLines(flow: flow)

    // When the person posts, then cancels with nothing under way
    await lines.send("post")?.value
    let post = lines.message
    lines.send("cancel")

    // Then each refusal states the fact, naming the command that helps where one does
    #expect(post == .error("Cannot post yet. A caption is needed: type 'caption' and the text."))
    #expect(lines.message == .error("Nothing to cancel: nothing is being fetched or sent."))
  }
}
