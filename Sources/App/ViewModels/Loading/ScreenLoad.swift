import Observation

/// What every screen that loads does alike, written once: a first load, a refresh that keeps the
/// value on screen, `appear()` and `disappear()` as SwiftUI's `.task` drives them, a load
/// stopped and continued, `retry`, the countdown to a service's next attempt, and loads that
/// arrive in batches. A screen says what it loads and how the value shows in its state, and
/// keeps no counter, flag or phase of its own; the rules, event by event, are the table in
/// this module's "Loading" article.
///
/// ```swift
/// posts = ScreenLoad { try await service.posts() }   // in the screen's init
/// switch posts.phase { ... }                          // its state, the screen's way
/// ```
@MainActor
@Observable
public final class ScreenLoad<Value: Sendable> {
  /// Where the load is: the screen's state is derived from it.
  public private(set) var phase: LoadPhase<Value>

  @ObservationIgnored private let steps: any LoadSteps<Value>
  @ObservationIgnored private let latest: RetryingLoad
  /// What shows while a first load runs (a store's kept rows), asked at each load's start.
  @ObservationIgnored private let prepare: @MainActor () throws -> Value?
  /// The load under way: its number, and the phase it goes back to if stopped with nothing.
  @ObservationIgnored private var running: (number: Int, before: LoadPhase<Value>)?
  @ObservationIgnored private var loads = 0
  /// Whether a load was stopped unfinished: `appear()` and `retry()` continue it.
  @ObservationIgnored private var stopped = false
  /// Whether a load has ever ended (every batch, a limit, a failure): then a refresh stopped
  /// with nothing arrived is not continued.
  @ObservationIgnored private var ended: Bool
  /// Whether the load under way refreshes a value that was on screen when it started.
  @ObservationIgnored private var refreshes = false

  /// A load whose answer is the value shown; `loaded`, if given, shows before any load (a
  /// screen opened with its value in hand). `clock` times retry countdowns.
  public convenience init(
    clock: any Clock<Duration> = ContinuousClock(), loaded: Value? = nil,
    _ fetch: @escaping @Sendable () async throws -> Value
  ) {
    self.init(clock: clock, loaded: loaded, fetch: fetch) { $0 }
  }

  /// A load whose answer `keep` turns into the value shown (writing it to a store, say).
  public convenience init<Fetched: Sendable>(
    clock: any Clock<Duration> = ContinuousClock(), loaded: Value? = nil,
    fetch: @escaping @Sendable () async throws -> Fetched,
    keep: @escaping @MainActor (Fetched) throws -> Value
  ) {
    let fetchOne: @Sendable (Int) async throws -> Fetched = { _ in try await fetch() }
    self.init(clock: clock, cursor: { WholeLoad() }, fetch: fetchOne) { try keep($0.batch) }
    if let loaded {
      phase = .loaded(loaded)
      ended = true
    }
  }

  /// A load in batches: `cursor` starts each new load, `fetch` brings the batch at an offset,
  /// `keep` turns each into the value shown; `showing` shows while a first load runs, if set.
  public init<Cursor: LoadCursor>(
    clock: any Clock<Duration> = ContinuousClock(),
    cursor: @escaping @MainActor () -> Cursor,
    showing: @escaping @MainActor () throws -> Value? = { nil },
    fetch: @escaping @Sendable (Int) async throws -> Cursor.Batch,
    keep: @escaping @MainActor (BatchArrival<Cursor, Value>) async throws -> Value
  ) {
    phase = .idle
    ended = false
    latest = RetryingLoad(clock: clock)
    prepare = showing
    steps = CursorSteps(cursor: cursor, fetch: fetch, keep: keep)
  }

  /// The value on screen, if any.
  public var value: Value? { phase.value }

  /// Loads from the start, replacing any load under way; returns once this load has settled.
  public func load() async { await start(restarting: true) }

  /// The screen is shown (SwiftUI's `.task`): loads when nothing has, or continues a load that
  /// was stopped unfinished; a screen shown again keeps what it has.
  public func appear() async {
    if case .idle = phase {
      await load()
    } else if stopped {
      await start(restarting: false)
    }
  }

  /// The screen went away: stops the load under way and settles the screen at once.
  public func disappear() {
    guard running != nil else { return }
    latest.stop()
    settle()
  }

  /// Loads again after a failure, at once while a countdown runs, or continues a load that was
  /// stopped unfinished; refused when nothing failed or stopped.
  public func retry() async throws(IntentError) {
    if stopped {
      await start(restarting: false)
    } else if phase.canRetry {
      await load()
    } else {
      throw .nothingToRetry
    }
  }

  /// Changes the value on screen, if there is one.
  public func edit(_ change: (inout Value) -> Void) {
    guard case .loaded(var value, let refresh, let progress) = phase else { return }
    change(&value)
    phase = .loaded(value, refresh: refresh, progress: progress)
  }

  /// Shows `failure` as a load's would show: beside the value on screen, or as the screen.
  public func fail(_ failure: LoadFailure) { phase.reach(.failed(failure)) }

  private func start(restarting: Bool) async {
    if phase.value == nil {
      do {
        if let shown = try prepare() { phase = .loaded(shown) }
      } catch {
        phase = .failed(LoadFailure(error))
        return
      }
    }
    if restarting {
      refreshes = phase.value != nil
      steps.restart()
    }
    loads += 1
    let number = loads
    // Loads that replace each other go back, if stopped, to the phase before the first of them.
    running = (number, running?.before ?? phase)
    stopped = false
    phase.reach(.refreshing)
    await steps.run(on: latest, refreshes: refreshes, shown: { [weak self] in self?.value }) {
      [weak self] countdown in
      self?.phase.reach(.retrying(countdown))
    } arrived: { [weak self] arrival in
      guard let self, running?.number == number else { return }
      switch arrival {
      case .kept(let value):
        phase = .loaded(
          value, refresh: steps.isOver ? .idle : .refreshing, progress: steps.progress)
        if steps.isOver { ended = true }
      case .failed(let failure):
        phase.reach(.failed(failure))
        ended = true
      }
    }
    if running?.number == number { settle() }
  }

  /// Ends the load under way: one stopped unfinished keeps what arrived, or goes back to the
  /// phase before it, and is continued by the next `appear()` or `retry()`.
  private func settle() {
    guard let run = running else { return }
    running = nil
    guard phase.isUnderWay else { return }
    if steps.batchesTaken > 0, case .loaded(let value, _, _) = phase {
      // Some arrived: they stay, and the progress says the load stopped.
      let progress = steps.progress.map {
        LoadProgress(received: $0.received, expected: $0.expected, stop: .interrupted)
      }
      phase = .loaded(value, progress: progress)
      stopped = true
    } else {
      phase = run.before
      phase.endWork()
      stopped = !ended
    }
  }
}
