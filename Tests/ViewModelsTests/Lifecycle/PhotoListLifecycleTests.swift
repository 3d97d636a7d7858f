import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// The photo list driven the way SwiftUI drives a stack's root: `.task { await list.appear() }`
/// starts the load, a push over the list cancels that task (and `.onDisappear` calls
/// `disappear()`), a pop starts `.task` again. A load stopped that way never leaves the list
/// loading, and the next `appear()` continues it from where it stopped.
@MainActor
@Suite("PhotoListViewModel's lifecycle", .timeLimit(.minutes(10)))
struct PhotoListLifecycleTests {
  let clock = TestClock()
  let service: FakePhotoService
  let photos = Photo.samples(count: 9)

  init() {
    service = FakePhotoService(clock: clock)
  }

  /// Batch `number` (from 0) of the 9 photos in threes.
  func batch(_ number: Int) -> PhotoBatch {
    let part = Array(photos.dropFirst(number * 3).prefix(3))
    return PhotoBatch(photos: part, total: 9, isLast: part.count < 3)
  }

  /// Scripts the first of the 9 photos' batches in threes, and the second a second away: the
  /// load is stopped while that one travels.
  func enqueueTheFirstTwoBatches() {
    service.enqueue(.batch(batch(0)))
    service.enqueue(.batch(batch(1)), after: .seconds(1))
  }

  @Test func aCancelledFirstLoadLeavesNothingUnderWayAndRetryLoads() async throws {
    // Given a first load whose answer is five seconds away
    service.enqueue(.photos(photos), after: .seconds(5))
    let list = PhotoListViewModel(service: service, clock: clock)
    let task = Task { await list.appear() }
    await clock.waitForSleepers(1)

    // When its task is cancelled (the view went away before it answered)
    task.cancel()
    await task.value

    // Then the list is not loading, and retry loads
    #expect(list.state == .idle)
    service.enqueue(.photos(photos))
    try await list.retry()
    #expect(list.state.content?.rows.all == photos)
  }

  @Test func appearLoadsAFirstLoadThatDisappearStopped() async {
    service.enqueue(.photos(photos), after: .seconds(5))
    let list = PhotoListViewModel(service: service, clock: clock)
    let task = Task { await list.appear() }
    await clock.waitForSleepers(1)

    list.disappear()
    #expect(list.state == .idle)
    await task.value

    service.enqueue(.photos(photos))
    await list.appear()
    #expect(list.state.content?.rows.all == photos)
  }

  @Test func disappearMidBatchesKeepsWhatArrivedAndAppearContinuesFromThere() async {
    // Given a load in batches with the first three shown and the next a second away
    enqueueTheFirstTwoBatches()
    let list = PhotoListViewModel(service: service, clock: clock)
    let task = Task { await list.appear() }
    await waitUntil { list.state.photoCount == 3 }
    await clock.waitForSleepers(1)

    // When a screen is pushed over the list
    list.disappear()

    // Then the three stay, not refreshing, and the progress says the load stopped
    #expect(list.state.content?.refresh == .idle)
    #expect(
      list.state.content?.progress == LoadProgress(received: 3, expected: 9, stop: .interrupted))
    await task.value
    #expect(list.state.content?.refresh == .idle)

    // And when the list shows again, the load goes on from the fourth photo
    service.enqueue(.batch(batch(1)))
    service.enqueue(.batch(batch(2)))
    service.enqueue(.batch(batch(3)))
    await list.appear()
    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.progress == nil)
    #expect(
      service.receivedCalls == [
        "photos(from: 0)", "photos(from: 3)", "photos(from: 3)", "photos(from: 6)",
        "photos(from: 9)",
      ])
  }

  @Test func aCancelledTaskMidBatchesIsContinuedByTheNextAppear() async {
    enqueueTheFirstTwoBatches()
    let list = PhotoListViewModel(service: service, clock: clock)
    let task = Task { await list.appear() }
    await waitUntil { list.state.photoCount == 3 }
    await clock.waitForSleepers(1)

    // SwiftUI cancels the root's `.task` when a screen is pushed over it
    task.cancel()
    await task.value
    #expect(list.state.content?.refresh == .idle)
    #expect(list.state.content?.progress?.stop == .interrupted)

    service.enqueue(.batch(batch(1)))
    service.enqueue(.batch(batch(2)))
    service.enqueue(.batch(batch(3)))
    await list.appear()
    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.refresh == .idle)
  }

  @Test func appearOnALoadedListLoadsNothing() async {
    service.enqueue(.photos(photos))
    let list = PhotoListViewModel(service: service, clock: clock)
    await list.appear()
    let loaded = list.state

    // A pop back to the list starts its `.task` again
    await list.appear()

    #expect(list.state == loaded)
    #expect(service.receivedCalls == ["photos(albumID: nil)"])
  }

  @Test func aCancelledRefreshEndsInTheStateBeforeIt() async {
    // Given a loaded list
    service.enqueue(.photos(photos))
    let list = PhotoListViewModel(service: service, clock: clock)
    await list.load()
    let before = list.state

    // When a pull to refresh is cancelled before the answer
    service.enqueue(.photos(photos), after: .seconds(5))
    let refresh = Task { await list.load() }
    await clock.waitForSleepers(1)
    #expect(list.state.content?.refresh == .refreshing)
    refresh.cancel()
    await refresh.value

    // Then the list is as it was, and showing it again does not refresh
    #expect(list.state == before)
    await list.appear()
    #expect(service.receivedCalls.count == 2)
  }
}
