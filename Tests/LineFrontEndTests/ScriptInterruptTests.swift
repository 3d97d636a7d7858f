import Coordinators
import Foundation
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// A script while a command's work runs: a line that stops work (`cancel`, `quit`), typed after
/// the work began, is answered at once; a line already waiting when it began waits its turn.
@MainActor
@Suite("Lines that interrupt a script's work", .timeLimit(.minutes(10)))
struct ScriptInterruptTests {
  /// An adapter whose `work` never ends until the test says so; `quit` interrupts it.
  final class EndlessWorkAdapter: LineAdapter {
    /// The lines handed over, and "work ended" when the work ended, in order.
    let events = Observed<[String]>([])
    /// The lines the session asked about with ``interrupts(_:)``.
    private(set) var asked: [String] = []
    private(set) var isFinished = false
    private let (workEnds, endWork) = AsyncStream<Void>.makeStream()

    func start() async {}
    func frame(on screen: Screen) -> Frame { Frame([Line("working")], on: screen) }

    func send(_ line: String) -> Task<Void, Never>? {
      events.update { $0.append(line) }
      if line == "quit" { isFinished = true }
      guard line == "work" else { return nil }
      return Task { [workEnds, events] in
        for await _ in workEnds {}
        events.update { $0.append("work ended") }
      }
    }

    func interrupts(_ line: String) -> Bool {
      asked.append(line)
      return line == "quit"
    }

    /// Lets the work end.
    func finishWork() { endWork.finish() }
  }

  let transcript = GallerySessionTests.Transcript()

  private func session<Adapter: LineAdapter>(
    _ adapter: Adapter, _ input: LineQueue, milestones: any ScriptMilestones<Adapter>
  ) -> Task<Void, Never> {
    let session = TextSession(
      adapter: adapter, screen: { Screen(width: 70, height: 20) },
      output: TerminalOutput(mode: .script, write: transcript.append), input: input,
      milestones: milestones)
    return Task { await session.runScript() }
  }

  @Test func aQuitTypedWhileWorkRunsEndsTheSessionWithoutWaitingForTheWork() async {
    // Given a session busy with work that never ends
    let adapter = EndlessWorkAdapter()
    defer { adapter.finishWork() }
    let input = LineQueue(capacity: 4)
    input.put("work")
    let run = session(adapter, input, milestones: NoScriptMilestones())
    await waitUntil { adapter.events.value == ["work"] }

    // When `quit` arrives while it runs
    input.beginArrival()
    input.put("quit")

    // Then the session hands it over and ends, the work still running
    await run.value
    #expect(adapter.events.value == ["work", "quit"])
    #expect(transcript.value.hasSuffix("> work\n> quit\n"))
  }

  @Test func aQuitWaitingWhenTheWorkBeganRunsAfterIt() async {
    // Given `work` then `quit`, arrived together as a script piped whole
    let adapter = EndlessWorkAdapter()
    let input = LineQueue(capacity: 4)
    input.put("work")
    input.put("quit")
    let run = session(adapter, input, milestones: NoScriptMilestones())
    await waitUntil { adapter.events.value == ["work"] }

    // When the work ends
    adapter.finishWork()

    // Then `quit` came after it, and was never even considered as an interruption
    await run.value
    #expect(adapter.events.value == ["work", "work ended", "quit"])
    #expect(adapter.asked.isEmpty)
  }

  @Test func aCancelTypedWhileAnUploadRunsStopsItAndTheFrameSaysSo() async throws {
    // Given a file being uploaded on a clock that never moves, so the upload never ends
    let movie = URL(fileURLWithPath: "/videos/harbour.mp4")
    let clock = TestClock()
    let service = FakeVideoPostService(clock: clock, sizes: [movie: 2_800], chunkSize: 700)
    let flow = try VideoPostFlows(
      service: service, library: FakeMediaLibrary(assets: [], clock: clock),
      files: FakeFileInspector([movie: .regularFile(size: 2_800, preview: .unrecognised)]),
      settings: VideoPostSettings(stallLimit: nil)
    ).flow(file: movie.path)
    let input = LineQueue(capacity: 4)
    input.put("caption Harbour")
    input.put("post")
    let run = session(VideoPostLines(flow: flow), input, milestones: TransferMilestones())
    await waitUntil { transcript.value.contains("uploading 0%") }

    // When `cancel` arrives, and then input ends
    input.beginArrival()
    input.put("cancel")
    input.finish()

    // Then the upload stops at once and the frame after `cancel` says so
    await run.value
    let headers = transcript.value.split(separator: "\n").filter {
      $0.hasPrefix("Post a video") || $0.hasPrefix("> ")
    }
    #expect(
      headers.suffix(4) == [
        "> post", "Post a video · from a file · uploading 0%", "> cancel",
        "Post a video · from a file · cancelled — retry",
      ])
    #expect(service.postedCaptions.isEmpty)
  }

  /// The Gallery over `service`, its lines fitted to the session's screen.
  private func gallery(_ service: any PhotoService) -> GalleryLines {
    let coordinator = GalleryCoordinator(
      list: PhotoListViewModel(service: service),
      screens: GalleryScreens(
        makeDetail: { PhotoDetailViewModel(photo: $0, service: service) },
        makeList: { PhotoListViewModel(service: service, query: $0) },
        makeAlbums: { AlbumsViewModel(service: service) },
        makePeople: { PeopleViewModel(service: service) },
        makeUser: { UserViewModel(userID: $0, service: service) }, photoWithID: { _ in nil }))
    return GalleryLines(coordinator: coordinator)
  }

  @Test func aQuitTypedWhileTheFirstLoadGoesOnEndsTheSessionAndTheLoad() async {
    // Given the Gallery's first load, whose first page has shown and whose second never comes
    let service = FirstPageOnly()
    let lines = gallery(service)
    let input = LineQueue(capacity: 4)
    let run = session(lines, input, milestones: GalleryMilestones())
    await waitUntil { lines.hasShownStart }
    while !input.isWatched { await Task.yield() }

    // When `quit` arrives
    input.beginArrival()
    input.put("quit")

    // Then the session ends at once, and the load is stopped
    await run.value
    #expect(lines.isFinished)
    #expect(transcript.value.hasSuffix("> quit\n"))
    await waitUntil { service.stopped.value }
  }

  @Test func aQuitPipedWithTheScriptWaitsForTheFirstScreen() async {
    // Given a script of one line, `quit`, waiting before the first load begins
    let service = FakePhotoService()
    service.enqueue(.photos(Photo.samples(count: 3)))
    let lines = gallery(service)
    let input = LineQueue(capacity: 4)
    input.beginArrival()
    input.put("quit")

    // When the session runs it
    await session(lines, input, milestones: GalleryMilestones()).value

    // Then the first screen shows loaded, and then `quit` ends the session
    #expect(transcript.value.hasPrefix("Photos · 3 shown"))
    #expect(transcript.value.hasSuffix("> quit\n"))
  }

  @Test func aLineArrivedAfterTheMarkIsNextOnlyIfNothingWaitedBeforeIt() async {
    let input = LineQueue(capacity: 4)
    input.put("post")
    input.put("status")
    let mark = input.mark
    input.beginArrival()
    input.put("quit")

    // The next line waited already; once it is taken, the next after it still did
    #expect(await input.nextLine(arrivedAfter: mark) == nil)
    _ = await input.take()
    #expect(await input.nextLine(arrivedAfter: mark) == nil)
    _ = await input.take()
    // and then the one that arrived after the mark is next, and stays for `take`
    #expect(await input.nextLine(arrivedAfter: mark) == "quit")
    #expect(await input.take() == "quit")
  }

  @Test func watchingForTheNextLineWaitsForItAndEndsWithInput() async {
    let input = LineQueue(capacity: 4)
    let mark = input.mark
    let watch = Task { await input.nextLine(arrivedAfter: mark) }
    input.beginArrival()
    input.put("cancel")
    #expect(await watch.value == "cancel")

    _ = await input.take()
    let ended = Task { await input.nextLine(arrivedAfter: mark) }
    input.finish()
    #expect(await ended.value == nil)
  }
}

/// A server whose first page of photos comes at once and whose second never does: a load that
/// goes on until it is stopped.
private final class FirstPageOnly: PhotoService, Sendable {
  /// Whether the wait for the second page was cancelled.
  let stopped = Observed(false)

  func photos(albumID: Int?) async throws -> [Photo] { [] }

  func photos(from offset: Int) async throws -> PhotoBatch {
    guard offset > 0 else {
      return PhotoBatch(photos: Photo.samples(count: 3), total: 100, isLast: false)
    }
    let (never, _) = AsyncStream<Void>.makeStream()
    for await _ in never {}  // ends only when the load is cancelled
    stopped.update { $0 = true }
    throw CancellationError()
  }

  func photo(id: Int) async throws -> Photo { Photo.sample(id: id) }
  func albums() async throws -> [Album] { [] }
  func users() async throws -> [User] { [] }
}
