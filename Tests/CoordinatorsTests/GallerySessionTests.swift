import Coordinators
import Models
import Synchronization
import TestSupport
import Testing
import Views

@MainActor
@Suite("GallerySession script mode", .timeLimit(.minutes(1)))
struct GallerySessionTests {
  /// Collects what a session prints.
  final class Transcript: Sendable {
    private let text = Mutex("")
    func append(_ part: String) { text.withLock { $0 += part } }
    var value: String { text.withLock { $0 } }
  }

  func run(_ lines: [String], photos: Int = 12) async -> String {
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: photos)))
    let transcript = Transcript()
    let session = GallerySession(
      coordinator: GalleryApp.makeCoordinator(service: service),
      screen: { Screen(width: 60, height: 10) },
      output: TerminalOutput(mode: .script, write: transcript.append),
      input: LineInput.lines(lines))
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
