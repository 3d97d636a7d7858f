import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// A server that answers in batches: the list shows each as it arrives, in order, says how many
/// have arrived, and keeps what arrived when a batch fails.
@MainActor
@Suite("PhotoListViewModel loading in batches", .timeLimit(.minutes(10)))
struct PhotoListBatchTests {
  let clock = TestClock()
  let service: FakePhotoService
  let photos = Photo.samples(count: 9)

  init() {
    service = FakePhotoService(clock: clock)
  }

  /// Batch `number` (from 0) of `photos` in threes, with the server's `total`.
  func batch(_ number: Int, of photos: [Photo], total: Int? = 9) -> PhotoBatch {
    let part = Array(photos.dropFirst(number * 3).prefix(3))
    return PhotoBatch(photos: part, total: total, isLast: part.count < 3)
  }

  /// Scripts the 9 photos in threes (and the empty batch after them), the second a second
  /// away.
  func enqueueNineInThrees() {
    service.enqueue(.batch(batch(0, of: photos)))
    service.enqueue(.batch(batch(1, of: photos)), after: .seconds(1))
    service.enqueue(.batch(batch(2, of: photos)))
    service.enqueue(.batch(batch(3, of: photos)))
  }

  @Test func aLongLoadSavesTheStoreAsItGoesAndOnceItIsOver() async {
    // Given a server of 9 photos in threes, and a list that saves every 4 photos
    enqueueNineInThrees()
    let store = FailingFetchStore([])
    let list = PhotoListViewModel(
      service: service, store: store, clock: clock, limits: LoadLimits(savingEvery: 4))

    // When the load runs to its end
    let load = Task { await list.load() }
    await waitUntil { list.state.photoCount == 3 }
    #expect(store.saves == 0)  // 3 photos: not yet
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await load.value

    // Then the store was saved past 4 photos, past 8, and at the end
    #expect(store.saves == 3)
    #expect(list.state.content?.rows.all == photos)
  }

  @Test func theFirstBatchShowsWhileTheRestAreOnTheirWay() async {
    // Given a server of 9 photos in threes, the second batch a second away
    enqueueNineInThrees()
    let list = PhotoListViewModel(service: service, clock: clock)

    // When the load starts
    let load = Task { await list.load() }

    // Then the first three show, with how many of how many have arrived
    await waitUntil { list.state.photoCount == 3 }
    #expect(list.state.content?.progress == LoadProgress(received: 3, expected: 9))
    #expect(list.state.content?.refresh == .refreshing)
    #expect(throws: Never.self) { try list.open(2) }  // what has arrived opens

    // And the rest follow, in order, asked for where the last one ended
    await clock.waitForSleepers(1)  // the second batch, on its way
    clock.advance(by: .seconds(1))
    await load.value
    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.progress == nil)
    #expect(list.state.content?.refresh == .idle)
    #expect(
      service.receivedCalls == [
        "photos(from: 0)", "photos(from: 3)", "photos(from: 6)", "photos(from: 9)",
      ])
  }

  @Test func searchAndSortWorkOnWhatHasArrived() async {
    enqueueNineInThrees()
    let list = PhotoListViewModel(service: service, clock: clock)
    let load = Task { await list.load() }
    await waitUntil { list.state.photoCount == 3 }

    list.sort(PhotoSort(field: .id, ascending: false))
    list.search("photo 2")

    #expect(list.state.content?.rows.all.map(\.id) == [2])
    await clock.waitForSleepers(1)  // the second batch, on its way
    clock.advance(by: .seconds(1))
    await load.value
    list.search("")
    #expect(list.state.content?.rows.all.map(\.id) == Array((1...9).reversed()))
  }

  @Test func aFailingBatchKeepsWhatArrivedAndSaysWhatIsMissing() async throws {
    // Given a server whose second batch fails
    service.enqueue(.batch(batch(0, of: photos)))
    service.enqueue(.failure(FakeFailure("Server returned 500")), for: .batch)
    let list = PhotoListViewModel(service: service, clock: clock)

    // When the load runs
    await list.load()

    // Then the first three stay, the failure shows, and the progress says six are missing
    let content = try #require(list.state.content)
    #expect(content.rows.all == Array(photos.prefix(3)))
    #expect(content.refresh == .failed(LoadFailure(message: "Server returned 500")))
    #expect(content.progress?.missing == 6)

    // And retry loads them all, from the start
    for number in 0...3 { service.enqueue(.batch(batch(number, of: photos))) }
    try await list.retry()
    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.progress == nil)
  }

  @Test(arguments: [4, 9, 100])
  func aTotalThatIsWrongChangesOnlyWhatProgressSays(total: Int) async {
    // Given a server whose count is wrong: too low, right, or too high
    for number in 0...3 { service.enqueue(.batch(batch(number, of: photos, total: total))) }
    let list = PhotoListViewModel(service: service, clock: clock)

    await list.load()

    // Then every photo loads, and the load ends at the short batch
    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.progress == nil)
    #expect(service.receivedCalls.count == 4)
  }

  @Test func progressIsNeverBelowWhatArrived() {
    #expect(LoadProgress(received: 6, expected: 4) == LoadProgress(received: 6, expected: 6))
    #expect(LoadProgress(received: 6, expected: nil).missing == nil)
  }

  @Test func aRefreshInBatchesMarksWhatEachBatchChanged() async throws {
    // Given a list loaded in one answer
    service.enqueue(.photos(photos))
    let list = PhotoListViewModel(service: service, clock: clock)
    await list.load()

    // When a refresh in batches renames photo 2 in the first and photo 8 in the third,
    // and the server no longer has photo 9
    var renamed = photos
    renamed[1] = Photo.sample(id: 2, title: "renamed 2")
    renamed[7] = Photo.sample(id: 8, title: "renamed 8")
    renamed.removeLast()
    for number in 0...2 { service.enqueue(.batch(batch(number, of: renamed, total: 8))) }
    await list.load()

    // Then both stay marked as the later batches land, and photo 9 is gone
    let content = try #require(list.state.content)
    #expect(content.marks == [2: .updated, 8: .updated])
    #expect(content.rows.all == renamed)
    #expect(content.changes?.deletedRows == [RowPath(section: 0, row: 8)])
  }

  @Test func backStopsTheBatchesStillToCome() async {
    service.enqueue(.batch(batch(0, of: photos)))
    service.enqueue(.batch(batch(1, of: photos)), after: .seconds(1))
    let list = PhotoListViewModel(service: service, clock: clock)
    let load = Task { await list.load() }
    await waitUntil { list.state.photoCount == 3 }
    await clock.waitForSleepers(1)

    list.disappear()
    await load.value

    #expect(service.cancelledCalls == ["photos(from: 3)"])
    #expect(list.state.photoCount == 3)
  }

  @Test func aServerThatDoesNotPageLoadsInOneAnswer() async {
    service.enqueue(.batch(.whole(photos)))
    let list = PhotoListViewModel(service: service, clock: clock)

    await list.load()

    #expect(list.state.content?.rows.all == photos)
    #expect(list.state.content?.progress == nil)
    #expect(service.receivedCalls == ["photos(from: 0)"])
  }

  @Test func aServerWhosePagesNeverEndIsStoppedAtTheMostRowsWithTheReason() async {
    // Given a server that answers every page in full with new photos, and a list that takes at
    // most 9 rows a load
    let list = PhotoListViewModel(
      service: EndlessPages(), clock: clock, limits: LoadLimits(mostRows: 9, memoryCeiling: nil))

    // When it loads
    await list.load()

    // Then the load ends after 9, keeping them, and says it stopped and why
    #expect(list.state.content?.rows.all.map(\.id) == Array(1...9))
    #expect(
      list.state.content?.progress
        == LoadProgress(received: 9, expected: 12, stop: .rowLimit(9)))
    #expect(list.state.content?.refresh == .idle)
  }

  @Test func aServerWhosePagesNeverEndIsStoppedAtTheMemoryCeilingWithTheReason() async {
    // Given a server that answers every page in full with new photos, each page taking 100
    // bytes more memory, and a list whose load stops once the process holds 250
    let memory = FakeMemory()
    let limits = LoadLimits(memoryCeiling: 250, gauge: memory.gauge)
    let list = PhotoListViewModel(
      service: EndlessPages(memory: memory), clock: clock, limits: limits)

    // When it loads
    await list.load()

    // Then the load ends after the third page, at 300 bytes, keeping its 9 photos, and says it
    // stopped, and why, as the row limit does
    #expect(list.state.content?.rows.all.map(\.id) == Array(1...9))
    #expect(
      list.state.content?.progress
        == LoadProgress(received: 9, expected: 12, stop: .memoryCeiling(rows: 9, bytes: 250)))
    #expect(list.state.content?.refresh == .idle)
    #expect(memory.bytes == 300)
  }
}

/// A server whose list never ends: every page is full, of photos never sent before, with a total
/// that promises another page.
private struct EndlessPages: PhotoService {
  /// Memory that each page fills by 100 bytes, if the test follows it.
  var memory: FakeMemory?

  func photos(albumID: Int?) async throws -> [Photo] { [] }
  func photos(from offset: Int) async throws -> PhotoBatch {
    memory?.bytes += 100
    return PhotoBatch(
      photos: ((offset + 1)...(offset + 3)).map { Photo.sample(id: $0) }, total: offset + 6,
      isLast: false)
  }
  func photo(id: Int) async throws -> Photo { Photo.sample(id: id) }
  func albums() async throws -> [Album] { [] }
  func users() async throws -> [User] { [] }
}
