import Models
import TestSupport
import Testing
import ViewModels

/// A person's profile: loaded by id with the fields a profile adds, a user the service does not
/// hold shown as a failure with the service's reason, `retry` after it, a first load stopped by
/// `disappear()` loaded by the next `appear()`; and the post that opens it.
@MainActor
@Suite("Profile view model", .timeLimit(.minutes(1)))
struct UserViewModelTests {
  let clock = TestClock()
  static let ola = User(
    id: 3, name: "Ola Nordmann", username: "ola", email: "ola@slim.example",
    company: "Kestrel Labs", city: "Kraków")

  @Test func aProfileShowsThePersonWithWhereTheyWorkAndLive() async {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.users([Self.ola]))
    let profile = UserViewModel(userID: 3, service: service)
    #expect(profile.state == .idle)

    await profile.appear()

    #expect(profile.state == .loaded(Self.ola))
    #expect(service.receivedCalls == ["users()"])
  }

  @Test func aUserTheServiceDoesNotHoldFailsWithTheReasonAndRetryLoadsAgain() async throws {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.users([]))
    let profile = UserViewModel(userID: 3, service: service)
    await profile.appear()
    guard case .failed(let failure) = profile.state else {
      Issue.record("expected a failure, got \(profile.state)")
      return
    }
    #expect(failure.cause == .userNotFound(3))

    service.enqueue(.users([Self.ola]))
    try await profile.retry()

    #expect(profile.state == .loaded(Self.ola))
    await #expect(throws: IntentError.nothingToRetry) { try await profile.retry() }
  }

  @Test func aFirstLoadStoppedByDisappearIsLoadedByTheNextAppear() async {
    let service = FakePhotoService(clock: clock)
    service.enqueue(.users([Self.ola]), after: .seconds(5))
    let profile = UserViewModel(userID: 3, service: service)
    let shown = Task { await profile.appear() }
    await clock.waitForSleepers(1)
    #expect(profile.state == .loading)

    profile.disappear()
    await shown.value
    #expect(profile.state == .idle)

    service.enqueue(.users([Self.ola]))
    await profile.appear()
    #expect(profile.state == .loaded(Self.ola))
  }

  @Test func aPostAsksForItsAuthorOnceLoadedAndRefusesBefore() async throws {
    let post = Post(id: 1, userID: 3, title: "Harbour", body: "")
    let view = PostViewModel(postID: 1, service: ScriptedPostService(post, comments: []))
    var asked: [PostViewModel.Navigation] = []
    view.onNavigate = { asked.append($0) }

    #expect(throws: PostError.notLoaded) { try view.openAuthor() }
    await view.load()
    try view.openAuthor()

    #expect(asked == [.showAuthor(3)])
  }
}
