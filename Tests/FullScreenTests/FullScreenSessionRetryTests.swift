import Essentials
import LineFrontEnd
import Observation
import Testing
import Views

@testable import FullScreen
@testable import TerminalKit

/// A write being retried shows that it is: while a service retries the work a key started (a
/// write answered "busy", tried again after a pause), the bottom line says "retrying 1
/// change…", and the screen's own line comes back once the work ends.
@MainActor
@Suite("Full-screen session, a write being retried", .timeLimit(.minutes(1)))
struct FullScreenSessionRetryTests {
  /// Screens whose `w` starts a write that the service retries once and that ends when the
  /// test lets it.
  final class WritingScreens: KeyedScreen {
    let lines = FullScreenSessionLeavingTests.FakeLines()
    let answer = AsyncStream<Void>.makeStream()

    func press(_ key: Key) -> Task<Void, Never>? {
      switch key {
      case .character("q"):
        lines.isFinished = true
        return nil
      case .character("w"):
        let answer = answer.stream
        return Task {
          await RetryNotices.post(
            RetryNotice(failedAttempt: 1, maxAttempts: 3, delay: .seconds(1), reason: "busy"))
          for await _ in answer { return }
        }
      default:
        return nil
      }
    }

    func frame(on screen: Screen) -> Frame { lines.frame(on: screen) }
  }

  @Test func theBottomLineSaysSoUntilTheWriteEnds() async {
    let screens = WritingScreens()
    let queue = TerminalEventQueue()
    let terminal = FullScreenSessionLeavingTests.RecordingTerminal()
    var sawRetrying = false
    var sawHintsAgain = false
    terminal.onWrite = { text in
      if text.contains("retrying 1 change…") {
        sawRetrying = true
        screens.answer.continuation.yield()  // the retry succeeds
      } else if sawRetrying, text.contains("hints") {
        sawHintsAgain = true
        queue.post([.key(.character("q"))])
      }
    }
    queue.post([.key(.character("w"))])

    let status = await FullScreenSession(
      screens: screens, screen: { Screen(width: 80, height: 12) }, events: queue,
      terminal: terminal
    ).run()

    #expect(status == 0)
    #expect(sawRetrying, "the retry was said")
    #expect(sawHintsAgain, "and the screen's line came back once the write ended")
  }
}
