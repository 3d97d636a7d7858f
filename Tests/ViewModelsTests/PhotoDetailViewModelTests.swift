import Models
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite("PhotoDetailViewModel", .timeLimit(.minutes(10)))
struct PhotoDetailViewModelTests {
  let clock = TestClock()
  let service: FakePhotoService
  let photo = Photo.sample(id: 7, albumID: 2, title: "old title")

  init() {
    service = FakePhotoService(clock: clock)
  }

  @Test func showsTheGivenPhotoAtOnceWithoutLoading() {
    let detail = PhotoDetailViewModel(photo: photo, service: service)

    #expect(detail.state == .loaded(photo))
    #expect(service.receivedCalls.isEmpty)
  }

  @Test func reloadShowsTheOldPhotoWhileAwayThenTheNewOne() async {
    let newer = Photo.sample(id: 7, albumID: 2, title: "new title")
    service.enqueue(.photo(newer), after: .seconds(1))
    let detail = PhotoDetailViewModel(photo: photo, service: service)

    let reload = Task { await detail.reload() }
    await clock.waitForSleepers(1)
    #expect(detail.state == .reloading(photo))
    clock.advance(by: .seconds(1))
    await reload.value

    #expect(detail.state == .loaded(newer))
    #expect(service.receivedCalls == ["photo(id: 7)"])
  }

  @Test func failedReloadKeepsThePhotoAndRetryRecovers() async throws {
    service.enqueue(.failure(FakeFailure("No photo with id 7")))
    service.enqueue(.photo(photo))
    let detail = PhotoDetailViewModel(photo: photo, service: service)

    await detail.reload()
    #expect(detail.state == .failed(photo, LoadFailure(message: "No photo with id 7")))

    try await detail.retry()
    #expect(detail.state == .loaded(photo))
  }

  @Test func retryWithoutAFailureIsRefused() async {
    let detail = PhotoDetailViewModel(photo: photo, service: service)

    await #expect(throws: IntentError.nothingToRetry) { try await detail.retry() }
    #expect(service.receivedCalls.isEmpty)
  }

  @Test func lateReloadNeverOverwritesANewerOne() async {
    let careless = FakePhotoService(clock: clock, ignoresCancellation: true)
    careless.enqueue(.photo(Photo.sample(id: 7, title: "stale")), after: .seconds(3))
    careless.enqueue(.photo(Photo.sample(id: 7, title: "fresh")), after: .seconds(1))
    let detail = PhotoDetailViewModel(photo: photo, service: careless)

    let first = Task { await detail.reload() }
    await clock.waitForSleepers(1)
    let second = Task { await detail.reload() }
    await clock.waitForSleepers(2)
    clock.advance(by: .seconds(3))
    await first.value
    await second.value

    #expect(detail.state.photo.title == "fresh")
  }

  @Test func backAsksTheCoordinatorToLeave() {
    let detail = PhotoDetailViewModel(photo: photo, service: service)
    var routes: [PhotoDetailViewModel.Navigation] = []
    detail.onNavigate = { routes.append($0) }

    detail.back()

    #expect(routes == [.back])
  }
}
