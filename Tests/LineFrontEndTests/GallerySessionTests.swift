import Composition
import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import Views

@MainActor
@Suite("GallerySession script mode", .timeLimit(.minutes(10)))
struct GallerySessionTests {
  /// Collects what a session prints, for ``waitUntil(_:)`` to watch.
  final class Transcript: Sendable {
    private let text = Observed("")

    func append(_ part: String) {
      text.update { $0 += part }
    }

    var value: String { text.value }
  }

  func run(_ lines: [String], photos: Int = 12) async -> String {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: photos)))
    let transcript = Transcript()
    let session = GallerySession(
      adapter: GalleryLines(coordinator: GalleryApp.makeCoordinator(service: service)),
      screen: { Screen(width: 60, height: 10) },
      output: TerminalOutput(mode: .script, write: transcript.append),
      input: LineInput.lines(lines), milestones: GalleryMilestones())
    await session.runScript()
    return transcript.value
  }

  @Test func printsTheFirstFrameThenEachCommandAndItsFrame() async {
    let transcript = await run(["next", "open 8", "back"])

    let frames = transcript.components(separatedBy: "\n> ")
    #expect(frames.count == 4)
    #expect(frames[0].hasPrefix("Photos · 12 shown in 1 section"))
    #expect(frames[1].hasPrefix("next\nPhotos · 12 shown"))
    #expect(frames[2].hasPrefix("open 8\nPhoto 8"))
    #expect(frames[3].hasPrefix("back\nPhotos · 12 shown"))
  }

  @Test func quitEndsTheScriptWithoutAnotherFrame() async {
    let transcript = await run(["quit", "next"])

    #expect(transcript.hasSuffix("> quit\n"))
  }

  @Test func echoedCommandsAreMadeSafe() async {
    let transcript = await run(["search \u{1B}[2Jgone"])

    #expect(!transcript.contains("\u{1B}"))
    #expect(transcript.contains("> search ␛[2Jgone"))
  }
}

@MainActor
@Suite("GallerySession interactive mode", .timeLimit(.minutes(10)))
struct GalleryInteractiveSessionTests {
  @Test func redrawsWhenALoadFinishesWithoutAnyInput() async {
    // Given a service that answers after two seconds on a test clock
    let clock = TestClock()
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photos(Photo.samples(count: 3)), after: .seconds(2))
    let transcript = GallerySessionTests.Transcript()
    let input = LineQueue(capacity: 4)
    let session = GallerySession(
      adapter: GalleryLines(coordinator: GalleryApp.makeCoordinator(service: service)),
      screen: { Screen(width: 60, height: 10) },
      output: TerminalOutput(mode: .interactive, write: transcript.append),
      input: input, milestones: GalleryMilestones())
    let running = Task { await session.runInteractive() }

    // When the load is still away, the loading screen is drawn
    await clock.waitForSleepers(1)
    await waitUntil { transcript.value.contains("Loading") }
    #expect(!transcript.value.contains("3 shown"))

    // When it arrives, the screen is redrawn by itself: nobody typed anything
    clock.advance(by: .seconds(2))
    await waitUntil { transcript.value.contains("Photos · 3 shown") }
    input.put("quit")
    input.finish()
    await running.value
  }
}
