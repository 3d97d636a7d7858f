import Coordinators
import Models
import TestSupport
import Testing
import Views

@MainActor
@Suite("GallerySession script mode", .timeLimit(.minutes(1)))
struct GallerySessionTests {
  /// Collects what a session prints.
  final class Transcript: Sendable {
    private let text = Locked("")
    private let waiters = Locked<
      [(condition: @Sendable (String) -> Bool, CheckedContinuation<Void, Never>)]
    >([])

    func append(_ part: String) {
      let text = text.withLock { text in
        text += part
        return text
      }
      let ready = waiters.withLock { waiters in
        let ready = waiters.filter { $0.condition(text) }.map(\.1)
        waiters.removeAll { $0.condition(text) }
        return ready
      }
      ready.forEach { $0.resume() }
    }

    var value: String { text.withLock { $0 } }

    /// Returns once the transcript satisfies `condition`; no polling, no sleeping.
    func waitUntil(_ condition: @escaping @Sendable (String) -> Bool) async {
      await withCheckedContinuation { continuation in
        let satisfied = text.withLock { text in
          if condition(text) { return true }
          waiters.withLock { $0.append((condition, continuation)) }
          return false
        }
        if satisfied { continuation.resume() }
      }
    }
  }

  func run(_ lines: [String], photos: Int = 12) async -> String {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: photos)))
    let transcript = Transcript()
    let session = GallerySession(
      coordinator: GalleryApp.makeCoordinator(service: service),
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
@Suite("GallerySession interactive mode", .timeLimit(.minutes(1)))
struct GalleryInteractiveSessionTests {
  @Test func redrawsWhenALoadFinishesWithoutAnyInput() async {
    // Given a service that answers after two seconds on a test clock
    let clock = TestClock()
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photos(Photo.samples(count: 3)), after: .seconds(2))
    let transcript = GallerySessionTests.Transcript()
    let (input, typing) = AsyncStream.makeStream(of: String.self)
    let session = GallerySession(
      coordinator: GalleryApp.makeCoordinator(service: service),
      screen: { Screen(width: 60, height: 10) },
      output: TerminalOutput(mode: .interactive, write: transcript.append),
      input: input, milestones: GalleryMilestones())
    let running = Task { await session.runInteractive() }

    // When the load is still away, the loading screen is drawn
    await clock.waitForSleepers(1)
    await transcript.waitUntil { $0.contains("Loading") }
    #expect(!transcript.value.contains("3 shown"))

    // When it arrives, the screen is redrawn by itself: nobody typed anything
    clock.advance(by: .seconds(2))
    await transcript.waitUntil { $0.contains("Photos · 3 shown") }
    typing.yield("quit")
    typing.finish()
    await running.value
  }
}
