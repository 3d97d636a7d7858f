import Exercise03
import Models
import TestSupport
import Testing
import ViewModels

/// The users screen's logic against a fake service whose answers arrive on a test clock. (The
/// time limit turns a load that never asks the service into a failure instead of a hang.)
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UsersViewModelTests {
  let clock = TestClock()
  let service: FakePhotoService
  let screen: UsersViewModel

  static let zoe = User(id: 1, name: "Zoë Ångström", username: "zoe", email: "zoe@example.com")
  static let ada = User(id: 2, name: "ada Lovelace", username: "ada", email: "ada@example.com")
  static let bo = User(id: 3, name: "Bo Diddley", username: "bo", email: "bo@example.com")
  static let albums = [
    Album(id: 1, userID: 1, title: "Harbours"), Album(id: 2, userID: 2, title: "Engines"),
    Album(id: 3, userID: 1, title: "Snow"),
  ]

  init() {
    service = FakePhotoService(clock: clock)
    screen = UsersViewModel(service: service)
  }

  @Test func aLoadShowsLoadingThenUsersByNameWithTheirAlbumCounts() async {
    service.enqueue(.users([Self.zoe, Self.ada, Self.bo]), after: .seconds(1))
    service.enqueue(.albums(Self.albums))
    let load = Task { await screen.load() }
    await untilWaitingOrDone(load)
    #expect(screen.state == .loading, "while the users and albums are on their way")
    clock.advance(by: .seconds(1))
    await load.value
    #expect(
      screen.state
        == .loaded([
          UserRow(user: Self.ada, albumCount: 1), UserRow(user: Self.bo, albumCount: 0),
          UserRow(user: Self.zoe, albumCount: 2),
        ]))
  }

  @Test func theUsersAndTheirAlbumsAreAskedForTogether() async {
    // Both answers take a second on the test clock, so both requests are held open at once,
    // unless the load asks for one only after the other has answered: then the second never
    // goes out and the suite's time limit ends the test.
    service.enqueue(.users([Self.ada]), after: .seconds(1))
    service.enqueue(.albums(Self.albums), after: .seconds(1))
    let load = Task { await screen.load() }
    await untilWaitingOrDone(load, sleepers: 2)
    #expect(
      service.receivedCalls.sorted() == ["albums()", "users()"],
      "users() and albums() were not both on their way before either answered")
    clock.advance(by: .seconds(1))
    await load.value
    #expect(screen.state == .loaded([UserRow(user: Self.ada, albumCount: 1)]))
  }

  @Test func noUsersShowsEmpty() async {
    service.enqueue(.users([]))
    service.enqueue(.albums([]))
    await screen.load()
    #expect(screen.state == .empty)
  }

  @Test func aFailedLoadSaysWhyAndRetryLoadsAgain() async throws {
    let offline = FakeFailure("The server did not answer.")
    service.enqueue(.failure(offline), for: .users)
    service.enqueue(.albums(Self.albums))
    await screen.load()
    #expect(screen.state == .failed(LoadFailure(offline)))
    service.enqueue(.users([Self.bo]))
    service.enqueue(.albums(Self.albums))
    try await screen.retry()
    #expect(screen.state == .loaded([UserRow(user: Self.bo, albumCount: 0)]))
  }

  @Test func retryIsRefusedWhenNothingFailed() async {
    await loaded()
    await #expect(throws: IntentError.nothingToRetry) { try await screen.retry() }
    #expect(screen.state == .loaded([UserRow(user: Self.ada, albumCount: 1)]))
  }

  @Test func openingAUserAsksToShowTheirAlbums() async throws {
    await loaded([Self.zoe, Self.bo])
    var asked: [UsersViewModel.Navigation] = []
    screen.onNavigate = { asked.append($0) }
    try screen.open(Self.zoe.id)
    #expect(asked == [.showAlbums(of: Self.zoe)])
  }

  @Test func aUserNotOnScreenIsRefusedAndGoesNowhere() async {
    await loaded([Self.zoe, Self.bo])
    var asked: [UsersViewModel.Navigation] = []
    screen.onNavigate = { asked.append($0) }
    #expect(throws: UsersError.noSuchUser(Self.ada.id)) { try screen.open(Self.ada.id) }
    #expect(asked.isEmpty)
  }

  /// Returns once `work` waits for `sleepers` answers on the clock, or has ended without
  /// waiting (a load that never asks the service), so a test checks the state in between
  /// without hanging.
  private func untilWaitingOrDone(_ work: Task<Void, Never>, sleepers: Int = 1) async {
    let (events, signal) = AsyncStream.makeStream(of: Void.self)
    let waiting = Task { [clock] in
      await clock.waitForSleepers(sleepers)
      signal.yield()
    }
    Task {
      await work.value
      signal.yield()
    }
    for await _ in events { break }
    waiting.cancel()
  }

  /// Loads `users` (Ada by default) and the albums, answered at once.
  private func loaded(_ users: [User] = [ada]) async {
    service.enqueue(.users(users))
    service.enqueue(.albums(Self.albums))
    await screen.load()
  }
}
