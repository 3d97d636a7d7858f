import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// Every screen's view model is released once its screen has closed and the work it started
/// has ended: no task, countdown, store observer or navigation closure keeps it alive.
@MainActor
@Suite("Screens are released when they close", .timeLimit(.minutes(10)))
struct ScreenLifetimeTests {
  let clock = TestClock()

  /// A list whose first load is counting down to the service's next attempt, and that load.
  func listCountingDownToARetry() async -> (PhotoListViewModel, Task<Void, Never>) {
    let service = RetryingPhotoService(
      clock: clock,
      scripts: [
        [.notice(attempt: 1, of: 3, delay: .seconds(30), reason: "busy"), .pause(.seconds(30))]
      ])
    let list = PhotoListViewModel(service: service, clock: clock)
    let load = Task { await list.load() }
    await clock.waitForSleepers(2)  // the service's pause and the countdown
    return (list, load)
  }

  @Test func aPhotoListThatLoadedSearchedAndOpenedAPhotoIsReleased() async {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photos(Photo.samples(count: 30)))
    weak var released: PhotoListViewModel?
    do {
      let list = PhotoListViewModel(service: service, clock: clock)
      released = list
      list.onNavigate = { [weak list] _ in list?.search("") }
      await list.load()
      list.search("a")
      list.search("")
      try? list.open(11)
    }
    #expect(released == nil)
  }

  @Test func aPhotoListClosedWhileItsServiceRetriesIsReleased() async {
    // Given a list whose load is counting down to the service's next attempt
    weak var released: PhotoListViewModel?
    var load: Task<Void, Never>?
    do {
      let (list, started) = await listCountingDownToARetry()
      released = list
      load = started
      #expect(list.state.isRetrying)
    }

    // When whoever awaited the load cancels it, and it ends
    load?.cancel()
    await load?.value

    // Then nothing holds the list
    #expect(released == nil)
  }

  @Test func aPhotoListThatDisappearedWhileItsServiceRetriesStopsAndIsReleased() async {
    // Given a list whose load is counting down to the service's next attempt
    weak var released: PhotoListViewModel?
    var load: Task<Void, Never>?
    do {
      let (list, started) = await listCountingDownToARetry()
      released = list
      load = started

      // When the screen goes away
      list.disappear()
    }

    // Then its load ends without anyone cancelling the task, and nothing holds the list
    await load?.value
    #expect(released == nil)
  }

  @Test func aPhotoDetailThatReloadedAndShowedItsThumbnailIsReleased() async {
    let photo = Photo.sample(id: 7)
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photo(photo))
    let thumbnails = FakeThumbnailService(clock: clock)
    thumbnails.enqueue(.image(.sample))
    weak var released: PhotoDetailViewModel?
    do {
      let detail = PhotoDetailViewModel(
        photo: photo, service: service, thumbnails: thumbnails, clock: clock)
      released = detail
      detail.onNavigate = { [weak detail] _ in detail?.disappear() }
      await detail.appear()
      await detail.reload()
      detail.back()
    }
    #expect(released == nil)
  }

  @Test func aPhotoDetailClosedWhileLoadingIsReleased() async {
    // Given a detail whose thumbnail and reload are both still away
    let photo = Photo.sample(id: 7)
    let service = FakePhotoService(clock: clock)
    service.enqueue(.photo(photo), after: .seconds(5))
    let thumbnails = FakeThumbnailService(clock: clock)
    thumbnails.enqueue(.image(.sample), after: .seconds(5))
    weak var released: PhotoDetailViewModel?
    var work: [Task<Void, Never>] = []
    do {
      let detail = PhotoDetailViewModel(
        photo: photo, service: service, thumbnails: thumbnails, clock: clock)
      released = detail
      work = [Task { await detail.appear() }, Task { await detail.reload() }]
      await clock.waitForSleepers(2)
      // When the screen goes away
      detail.disappear()
    }

    // Then once the work it started has ended, nothing holds the detail
    work[1].cancel()
    for task in work { await task.value }
    #expect(released == nil)
  }

  @Test func aWordListThatWroteAndSawAForeignWriteIsReleased() async throws {
    let store = InMemoryStore([Word(id: 1, text: "pear"), Word(id: 2, text: "plum")])
    weak var released: WordListViewModel?
    do {
      let list = try WordListViewModel(store: store)
      released = list
      try await list.add("apple")
      try await list.churn(5)
      try list.group(true)
      try store.upsert(Word(id: 99, text: "fig"))  // from elsewhere: shown on a later turn
      await waitUntil { list.state.lastChange?.cause == .storeChanged }
    }
    // The store outlives the screen, and writing to it must not reach a closed list: the write
    // is announced on a later main-actor turn, which has run once a turn queued after it has.
    try store.upsert(Word(id: 100, text: "kiwi"))
    await Task { @MainActor in }.value
    #expect(released == nil)
  }
}

extension PhotoListViewModel.State {
  fileprivate var isRetrying: Bool {
    if case .retrying = self { return true }
    return false
  }
}
