import LineFrontEnd
import Observation
import TestSupport
import Testing
import Views

@testable import FullScreen
@testable import TerminalKit

/// The full-screen loop's ways out and its pastes, over a screen that records the keys it is
/// handed: a bracketed paste goes to a field or nowhere, a Ctrl-C or signal that arrives while
/// a burst is handled stops it there, and a quit waits for the changes still saving.
@MainActor
@Suite("Full-screen session, pastes and leaving", .timeLimit(.minutes(10)))
struct FullScreenSessionLeavingTests {
  /// A line adapter with one line, whose changes still saving a test sets.
  @Observable
  final class FakeLines: LineAdapter {
    var isFinished = false
    var changesSaving = 0
    var changesNotSaved: [SafeText] = []
    var changesWaiting: [SafeText] = []
    func start() async {}
    func send(_ line: String) -> Task<Void, Never>? { nil }
    func frame(on screen: Screen) -> Frame {
      Frame([Line("a list"), Line("hints")], on: screen)
    }
  }

  /// Screens that record every key handed to them; `q` and Ctrl-C finish them, and `/` opens a
  /// field that takes text.
  final class RecordingScreens: KeyedScreen {
    let lines = FakeLines()
    var pressed: [Key] = []
    var takesText = false
    /// Called after each key is recorded.
    var onPress: (Key) -> Void = { _ in }
    func press(_ key: Key) -> Task<Void, Never>? {
      pressed.append(key)
      switch key {
      case .character("q"), .interrupt: lines.isFinished = true
      case .character("/"): takesText = true
      default: break
      }
      onPress(key)
      return nil
    }
    func frame(on screen: Screen) -> Frame { lines.frame(on: screen) }
  }

  /// A terminal that keeps what is written to it.
  final class RecordingTerminal: FullScreenOutput {
    var written = ""
    var onWrite: (String) -> Void = { _ in }
    func write(_ text: String) {
      written += text
      onWrite(text)
    }
    func suspend() {}
    func retake() {}
  }

  let screen = Screen(width: 80, height: 12)

  func session(
    _ screens: RecordingScreens, _ queue: TerminalEventQueue,
    _ terminal: RecordingTerminal = RecordingTerminal()
  ) -> FullScreenSession<RecordingScreens> {
    let screen = screen
    return FullScreenSession(
      screens: screens, screen: { screen }, events: queue, terminal: terminal, clock: clock,
      savingDeadline: .seconds(8))
  }

  let clock = TestClock()
  static let unanswered: SafeText = "Adding milk was not saved: the server had not answered."

  @Test func aPasteGoesIntoTheFieldAsOneTextAndNowhereWithoutOne() async {
    let screens = RecordingScreens()
    let queue = TerminalEventQueue()
    queue.post([.key(.paste("a ddddd")), .key(.character("/")), .key(.paste("a ddddd"))])
    queue.post([.inputEnded])

    let status = await session(screens, queue).run()

    #expect(status == 0)
    // Browsing, the paste did nothing: no key of it reached the screens.
    #expect(screens.pressed == [.character("/"), .text("a ddddd")])
  }

  @Test func ctrlCThatArrivesWhileABurstIsHandledStopsItThere() async {
    let screens = RecordingScreens()
    let queue = TerminalEventQueue()
    screens.onPress = { key in
      // Ctrl-C pressed while the third key of the burst is being handled.
      if screens.pressed.count == 3 { queue.post([.key(.interrupt)]) }
    }
    queue.post(Array(repeating: .key(.down), count: 1_000))

    let status = await session(screens, queue).run()

    #expect(status == 0)
    #expect(screens.pressed == [.down, .down, .down, .interrupt])
  }

  @Test func aSignalThatArrivesWhileABurstIsHandledStopsItThere() async {
    let screens = RecordingScreens()
    let queue = TerminalEventQueue()
    screens.onPress = { _ in
      if screens.pressed.count == 2 { queue.post([.signalled(15)]) }
    }
    queue.post(Array(repeating: .key(.down), count: 1_000))

    let status = await session(screens, queue).run()

    #expect(status == 128 + 15)
    #expect(screens.pressed.count == 2)
  }

  @Test func qWhileChangesAreSavingWaitsForThemAndSaysSo() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 2
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    var shownWhileWaiting = false
    terminal.onWrite = { text in
      guard text.contains("saving 2 changes… q again to quit without them") else { return }
      shownWhileWaiting = true
      // The server answers both while the session waits: only that ends it.
      screens.lines.changesSaving = 0
    }
    queue.post([.key(.character("q"))])

    let status = await session(screens, queue, terminal).run()

    #expect(status == 0)
    #expect(shownWhileWaiting)
    #expect(screens.lines.changesSaving == 0)
  }

  @Test func aChangeRefusedWhileQuitWaitsIsSaidAndTheExitIsOne() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    screens.lines.changesNotSaved = ["Marking \"Old\" done was not saved: 503."]
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    let refused: SafeText = "Marking \"Milk\" done was not saved: 503."
    terminal.onWrite = { text in
      guard text.contains("saving 1 change…") else { return }
      // The server refuses the change the session waits for.
      screens.lines.changesNotSaved.append(refused)
      screens.lines.changesSaving = 0
    }
    queue.post([.key(.character("q"))])
    let session = session(screens, queue, terminal)

    let status = await session.run()

    #expect(status == 1, "a change lost at quit is not a clean exit")
    #expect(session.notSavedAtQuit == [refused], "only what was refused while it waited")
  }

  @Test func qAgainWhileChangesAreSavingLeavesWithoutThemAndSaysWhich() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    screens.lines.changesWaiting = [Self.unanswered]
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    terminal.onWrite = { text in
      if text.contains("saving 1 change… q again") { queue.post([.key(.character("q"))]) }
    }
    queue.post([.key(.character("q"))])
    let session = session(screens, queue, terminal)

    let status = await session.run()

    #expect(status == 1, "a change left unsaved is no clean exit")
    #expect(session.notSavedAtQuit == [Self.unanswered])
    #expect(screens.lines.changesSaving == 1, "left without them, as asked")
    #expect(screens.pressed == [.character("q")], "the second q reached no screen")
  }

  @Test(arguments: [Int32(15), 1])
  func aSignalWaitsForTheChangesSavingAndSaysSo(signal: Int32) async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    var waited = false
    terminal.onWrite = { text in
      guard text.contains("saving 1 change…") else { return }
      waited = true
      screens.lines.changesSaving = 0
    }
    queue.post([.signalled(signal)])
    let session = session(screens, queue, terminal)

    let status = await session.run()

    #expect(waited, "the signal waited for the change")
    #expect(status == 128 + signal)
    #expect(session.notSavedAtQuit.isEmpty)
  }

  @Test func aSecondSignalLeavesWithoutTheChangesAndSaysWhich() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    screens.lines.changesWaiting = [Self.unanswered]
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    terminal.onWrite = { text in
      if text.contains("saving 1 change…") { queue.post([.signalled(1)]) }
    }
    queue.post([.signalled(15)])
    let session = session(screens, queue, terminal)

    let status = await session.run()

    #expect(status == 128 + 15, "the first signal's status")
    #expect(session.notSavedAtQuit == [Self.unanswered])
  }

  @Test func theDeadlineEndsTheWaitAndSaysWhatWasLeftUnanswered() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    screens.lines.changesWaiting = [Self.unanswered]
    let queue = TerminalEventQueue()
    queue.post([.key(.character("q"))])
    let session = session(screens, queue)
    let running = Task { await session.run() }

    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(7))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    let status = await running.value

    #expect(status == 1)
    #expect(session.notSavedAtQuit == [Self.unanswered])
  }

  @Test func theTerminalClosingWithChangesSavingWaitsForThem() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    var waited = false
    terminal.onWrite = { text in
      guard text.contains("saving 1 change…") else { return }
      waited = true
      screens.lines.changesSaving = 0
    }
    queue.post([.inputEnded])

    let status = await session(screens, queue, terminal).run()

    #expect(status == 0)
    #expect(waited)
  }
}
