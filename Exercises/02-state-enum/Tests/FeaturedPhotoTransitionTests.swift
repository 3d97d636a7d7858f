import Exercise02
import Models
import TestSupport
import Testing
import ViewModels

/// Every move of the featured-photo screen, checked by its whole state before and after, with a
/// fake service whose answers arrive on a test clock, so the state in between is seen too. (The
/// time limit turns a load that never asks the service into a failure instead of a hang.)
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FeaturedPhotoTransitionTests {
  let clock = TestClock()
  let service: FakePhotoService
  let screen: FeaturedPhotoViewModel
  let photo = Photo.sample(id: 7, title: "Harbour at dusk")
  let newer = Photo.sample(id: 7, title: "Harbour at dawn")
  let offline = FakeFailure("The server did not answer.")

  init() {
    service = FakePhotoService(clock: clock)
    screen = FeaturedPhotoViewModel(photoID: 7, service: service)
  }

  @Test func aFirstLoadShowsLoadingThenThePhoto() async throws {
    #expect(screen.state == .idle)
    try await step(.photo(photo), during: .loading)
    #expect(screen.state == .loaded(photo))
  }

  @Test func aFailedFirstLoadSaysWhy() async throws {
    try await step(.failure(offline), during: .loading)
    #expect(screen.state == .failed(LoadFailure(offline)))
  }

  @Test func aRetryShowsLoadingNotTheOldFailure() async throws {
    try await step(.failure(offline), during: .loading)
    try await retry(answering: .photo(photo), during: .loading)
  }

  @Test func aRetryThatWorksShowsThePhoto() async throws {
    try await step(.failure(offline), during: .loading)
    try await retry(answering: .photo(photo), during: .loading)
    #expect(screen.state == .loaded(photo))
  }

  @Test func loadingAgainKeepsThePhotoOnScreen() async throws {
    try await step(.photo(photo), during: .loading)
    try await step(.photo(newer), during: .refreshing(photo))
    #expect(screen.state == .loaded(newer))
  }

  @Test func aFailedReloadKeepsThePhotoAndSaysWhy() async throws {
    try await step(.photo(photo), during: .loading)
    try await step(.failure(offline), during: .refreshing(photo))
    #expect(screen.state == .refreshFailed(photo, LoadFailure(offline)))
  }

  @Test func aReloadAfterAFailedReloadShowsRefreshing() async throws {
    try await step(.photo(photo), during: .loading)
    try await step(.failure(offline), during: .refreshing(photo))
    try await step(.photo(newer), during: .refreshing(photo))
    #expect(screen.state == .loaded(newer))
  }

  @Test func retryIsRefusedWhenNothingFailed() async throws {
    try await step(.photo(photo), during: .loading)
    await #expect(throws: IntentError.nothingToRetry) { try await screen.retry() }
    #expect(screen.state == .loaded(photo))
  }

  // MARK: Helpers

  /// Loads, with `answer` arriving a second later; checks the state is `during` meanwhile.
  private func step(
    _ answer: FakePhotoService.Answer, during: FeaturedPhotoViewModel.State,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await settle(answer, during: during, sourceLocation) { await screen.load() }
  }

  /// Retries, with `answer` arriving a second later; checks the state is `during` meanwhile.
  private func retry(
    answering answer: FakePhotoService.Answer, during: FeaturedPhotoViewModel.State,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await settle(answer, during: during, sourceLocation) { try await screen.retry() }
  }

  private func settle(
    _ answer: FakePhotoService.Answer, during: FeaturedPhotoViewModel.State,
    _ sourceLocation: SourceLocation, _ intent: @escaping @MainActor () async throws -> Void
  ) async throws {
    service.enqueue(answer, for: .photo, after: .seconds(1))
    let work = Task { try await intent() }
    await clock.waitForSleepers(1)
    #expect(
      screen.state == during, "while the answer is on its way", sourceLocation: sourceLocation)
    clock.advance(by: .seconds(1))
    try await work.value
  }
}
