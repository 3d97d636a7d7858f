import TestSupport
import Testing
import ViewModels

/// The one loading piece every screen is built on, driven as SwiftUI drives a screen: a first
/// load, refreshes, `.task` cancelled by a push and started again by a pop, retries, and loads
/// in batches up to a row limit. Time is the test clock's; no test waits on the wall clock.
@MainActor
@Suite("ScreenLoad", .timeLimit(.minutes(10)))
struct ScreenLoadTests {
  let clock = TestClock()

  func load(_ script: ScriptedLoad<[Int]>) -> ScreenLoad<[Int]> {
    ScreenLoad(clock: clock) { try await script.answer(from: 0) }
  }

  @Test func aFirstLoadShowsLoadingThenItsValue() async {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1, 2], after: .seconds(1))])
    let screen = load(script)
    #expect(screen.phase == .idle)

    let task = Task { await screen.load() }
    await clock.waitForSleepers(1)
    #expect(screen.phase == .loading)
    clock.advance(by: .seconds(1))
    await task.value

    #expect(screen.phase == .loaded([1, 2]))
  }

  @Test func aRefreshKeepsTheValueOnScreenUntilTheNewOneArrives() async {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1]), .value([2], after: .seconds(1))])
    let screen = load(script)
    await screen.load()

    let refresh = Task { await screen.load() }
    await clock.waitForSleepers(1)
    #expect(screen.phase == .loaded([1], refresh: .refreshing))
    clock.advance(by: .seconds(1))
    await refresh.value

    #expect(screen.phase == .loaded([2]))
  }

  @Test func aFailedRefreshKeepsTheValueAndRetryLoadsAgain() async throws {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1]), .failure("offline")])
    let screen = load(script)
    await screen.load()
    await screen.load()
    guard case .loaded([1], .failed(let failure), nil) = screen.phase else {
      Issue.record("not a failed refresh: \(screen.phase)")
      return
    }
    #expect(failure.message == "offline")

    script.then(.value([3]))
    try await screen.retry()
    #expect(screen.phase == .loaded([3]))
  }

  @Test func retryIsRefusedWhenNothingFailedOrStopped() async {
    let screen = load(ScriptedLoad(clock: clock, [.value([1])]))
    await #expect(throws: IntentError.nothingToRetry) { try await screen.retry() }
    await screen.load()
    await #expect(throws: IntentError.nothingToRetry) { try await screen.retry() }
  }

  @Test func aFirstLoadStoppedBeforeItsAnswerIsIdleAndTheNextAppearLoads() async throws {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1], after: .seconds(5))])
    let screen = load(script)
    let task = Task { await screen.appear() }
    await clock.waitForSleepers(1)

    // A push over the screen cancels its `.task`
    task.cancel()
    await task.value
    #expect(screen.phase == .idle)

    // And a pop starts `.task` again, which loads
    script.then(.value([2]))
    await screen.appear()
    #expect(screen.phase == .loaded([2]))
  }

  @Test func aRefreshStoppedBeforeItsAnswerEndsInTheStateBeforeAndIsNotContinued() async {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1]), .value([2], after: .seconds(5))])
    let screen = load(script)
    await screen.load()
    let refresh = Task { await screen.load() }
    await clock.waitForSleepers(1)

    screen.disappear()
    #expect(screen.phase == .loaded([1]))
    await refresh.value
    await screen.appear()

    #expect(screen.phase == .loaded([1]))
    #expect(script.asked.count == 2)
  }

  @Test func aLateAnswerOfAReplacedLoadChangesNothing() async {
    let script = ScriptedLoad<[Int]>(
      clock: clock, [.value([1], after: .seconds(5)), .value([2], after: .seconds(1))])
    let screen = load(script)
    let first = Task { await screen.load() }
    await clock.waitForSleepers(1)
    let second = Task { await screen.load() }
    await first.value
    await clock.waitForSleepers(1)

    clock.advance(by: .seconds(5))
    await second.value

    #expect(screen.phase == .loaded([2]))
  }

  @Test func aValueInHandIsShownBeforeAnyLoadAndOnlyReloaded() async {
    let screen = ScreenLoad(clock: clock, loaded: [7]) { [Int]() }
    #expect(screen.phase == .loaded([7]))
    await screen.appear()
    #expect(screen.phase == .loaded([7]))
  }

  @Test func aKeepThatThrowsFailsTheLoadAtItsKeepingStep() async {
    let screen = ScreenLoad<Int>(clock: clock) {
      [1, 2]
    } keep: { (numbers: [Int]) in
      throw FakeFailure("disk full")
    }
    await screen.load()
    #expect(screen.phase == .failed(LoadFailure(FakeFailure("disk full"), step: .keeping)))
  }

  // MARK: Batches

  func batches(_ script: ScriptedLoad<[Int]>, mostRows: Int = .max) -> ScreenLoad<[Int]> {
    ScreenLoad(clock: clock) {
      CountingCursor(size: 2, mostRows: mostRows)
    } fetch: { offset in
      try await script.answer(from: offset)
    } keep: { arrival in
      (arrival.cursor.batchesTaken > 1 ? arrival.shown ?? [] : []) + arrival.batch
    }
  }

  @Test func batchesShowAsTheyArriveAndTheLastEndsTheLoad() async {
    let script = ScriptedLoad<[Int]>(
      clock: clock, [.value([1, 2]), .value([3, 4], after: .seconds(1)), .value([5])])
    let screen = batches(script)
    let task = Task { await screen.load() }
    await waitUntil { screen.value == [1, 2] }
    #expect(
      screen.phase
        == .loaded(
          [1, 2], refresh: .refreshing, progress: LoadProgress(received: 2, expected: nil)))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await task.value

    #expect(screen.phase == .loaded([1, 2, 3, 4, 5]))
    #expect(script.asked == [0, 2, 4])
  }

  @Test func aLoadStoppedBetweenBatchesKeepsThemAndAppearAsksForTheRest() async {
    let script = ScriptedLoad<[Int]>(
      clock: clock, [.value([1, 2]), .value([3, 4], after: .seconds(5))])
    let screen = batches(script)
    let task = Task { await screen.appear() }
    await waitUntil { screen.value == [1, 2] }
    await clock.waitForSleepers(1)

    screen.disappear()
    await task.value
    #expect(
      screen.phase
        == .loaded([1, 2], progress: LoadProgress(received: 2, expected: nil, stop: .interrupted)))

    script.then(.value([3, 4]), .value([]))
    await screen.appear()
    #expect(screen.phase == .loaded([1, 2, 3, 4]))
    #expect(script.asked == [0, 2, 2, 4])
  }

  @Test func aLoadStopsAtTheRowLimitSayingSo() async throws {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1, 2]), .value([3, 4])])
    let screen = batches(script, mostRows: 4)
    await screen.load()

    #expect(
      screen.phase
        == .loaded(
          [1, 2, 3, 4], progress: LoadProgress(received: 4, expected: nil, stop: .rowLimit(4))))
    #expect(script.asked == [0, 2])
    await #expect(throws: IntentError.nothingToRetry) { try await screen.retry() }
  }

  @Test func aBatchThatFailsEndsTheLoadKeepingWhatArrived() async throws {
    let script = ScriptedLoad<[Int]>(clock: clock, [.value([1, 2]), .failure("reset")])
    let screen = batches(script)
    await screen.load()
    guard case .loaded([1, 2], .failed, let progress?) = screen.phase else {
      Issue.record("not a failure over the first batch: \(screen.phase)")
      return
    }
    #expect(progress.received == 2)

    // A retry loads from the start
    script.then(.value([1, 2]), .value([3]))
    try await screen.retry()
    #expect(screen.phase == .loaded([1, 2, 3]))
  }
}
