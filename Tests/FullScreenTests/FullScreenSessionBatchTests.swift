import Coordinators
import Models
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
