import Coordinators
import LineFrontEnd
import Models
import Observation
import Testing
import ViewModels
import Views

@testable import FullScreen

/// The full-screen loop over what arrived together: a paste typed into a field at once (one
/// search, one frame), a field that stops at its longest, and a signal or Ctrl-C acted on
/// before the keys queued with it.
@MainActor
@Suite("Full-screen session, keys that arrive together", .timeLimit(.minutes(10)))
struct FullScreenSessionBatchTests {
  /// A terminal that only counts: frames written, suspends and retakes.
  final class FakeTerminal: FullScreenOutput {
    var writes = 0
    var suspends = 0
    var retakes = 0
    /// Called after each frame written.
    var onWrite: () -> Void = {}
    func write(_ text: String) {
      writes += 1
      onWrite()
    }
    func suspend() { suspends += 1 }
    func retake() { retakes += 1 }
  }

  let screen = Screen(width: 80, height: 12)

  func keys() throws -> WordListKeys {
    let list = try WordListViewModel(store: InMemoryStore(WordListApp.samples))
    return WordListKeys(coordinator: WordListCoordinator(list: list))
  }

  /// Runs a session over `batches`, each posted as arriving together, and the status it ended
  /// with (the queue finishing ends it with 0).
  func run(
    _ keys: WordListKeys, _ batches: [[TerminalEvent]], terminal: FakeTerminal = FakeTerminal()
  ) async -> Int32 {
    let queue = TerminalEventQueue()
    for batch in batches { queue.post(batch) }
    let screen = screen
    let session = FullScreenSession(
      screens: keys, screen: { screen }, events: queue, terminal: terminal)
    let running = Task { await session.run() }
    // Every batch is queued already; a last one ends the run once they are handled.
    queue.post([.inputEnded])
    return await running.value
  }

  static func typed(_ text: String) -> [TerminalEvent] {
    text.map { .key(.character($0)) }
  }

  @Test func aPasteIntoTheSearchRunsOneSearchForTheWholeText() async throws {
    let keys = try keys()
    let paste = String(repeating: "pe", count: 2) + "ar"

    let status = await run(keys, [Self.typed("/"), Self.typed(paste)])

    #expect(status == 0)
    #expect(keys.coordinator.list.query.searchTerm == "pepear")
    // One search for the paste: the change shown is the whole paste's, not its last letter's.
    #expect(keys.mode == .searching("pepear"))
  }

  @Test func aHugePasteStopsAtTheFieldsLongestAndSaysSo() async throws {
    let keys = try keys()
    let paste = String(repeating: "x", count: 20_000)

    _ = await run(keys, [Self.typed("/" + paste)])

    #expect(keys.coordinator.list.query.searchTerm.count == KeyMode.longestText)
    let bottom = keys.frame(on: screen).lines.last?.plainText ?? ""
    #expect(bottom.contains("full: \(KeyMode.longestText) characters at most"))
  }

  @Test func aSignalIsActedOnBeforeTheKeysThatArrivedWithIt() async throws {
    let keys = try keys()

    let status = await run(keys, [Self.typed("/pear") + [.signalled(15)]])

    #expect(status == 128 + 15)
    #expect(keys.coordinator.list.query.searchTerm.isEmpty)
    #expect(keys.mode == .browsing)
  }

  @Test func ctrlCIsActedOnBeforeTheKeysThatArrivedWithIt() async throws {
    let keys = try keys()

    let status = await run(keys, [Self.typed("/pear") + [.key(.interrupt)] + Self.typed("xyz")])

    #expect(status == 0)
    #expect(keys.isFinished)
    #expect(keys.coordinator.list.query.searchTerm.isEmpty)
  }

  @Test func keysThatArriveTogetherAreDrawnOnce() async throws {
    let keys = try keys()
    let terminal = FakeTerminal()
    let queue = TerminalEventQueue()
    var rowsDrawn: [Int?] = []
    terminal.onWrite = {
      rowsDrawn.append(keys.cursorRow)
      // The first frame, then the keys' frame: the terminal closes after it.
      if rowsDrawn.count == 2 { queue.post([.inputEnded]) }
    }
    queue.post([.key(.down), .key(.down), .key(.down), .key(.up)])
    let screen = screen
    let session = FullScreenSession(
      screens: keys, screen: { screen }, events: queue, terminal: terminal)

    _ = await session.run()

    // No frame between the keys: the second shows all four done.
    #expect(rowsDrawn == [1, 3])
  }

  @Test func ctrlZAndSIGTSTPSuspendAndSIGCONTTakesTheTerminalAgain() async throws {
    let keys = try keys()
    let terminal = FakeTerminal()

    let status = await run(
      keys, [[.key(.suspend)], [.suspendRequested], [.continued]], terminal: terminal)

    #expect(status == 0)
    #expect(terminal.suspends == 2)
    #expect(terminal.retakes == 1)
    #expect(!keys.isFinished)
  }
}

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
      screens: screens, screen: { screen }, events: queue, terminal: terminal)
  }

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

  @Test func qAgainWhileChangesAreSavingLeavesWithoutThem() async {
    let screens = RecordingScreens()
    screens.lines.changesSaving = 1
    let queue = TerminalEventQueue()
    let terminal = RecordingTerminal()
    terminal.onWrite = { text in
      if text.contains("saving 1 change… q again") { queue.post([.key(.character("q"))]) }
    }
    queue.post([.key(.character("q"))])

    let status = await session(screens, queue, terminal).run()

    #expect(status == 0)
    #expect(screens.lines.changesSaving == 1, "left without them, as asked")
    #expect(screens.pressed == [.character("q")], "the second q reached no screen")
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
