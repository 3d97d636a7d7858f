import Models
import TestSupport
import Testing
import ViewModels

/// The people list: a search over the names, `open` only of a person it shows, and a failed
/// load that `retry` loads again.
@MainActor
@Suite("People view model", .timeLimit(.minutes(1)))
struct PeopleViewModelTests {
  static let everyone = [
    User(id: 1, name: "Zoë Ångström", username: "zoe", email: "zoe@slim.example"),
    User(id: 2, name: "José Dubois", username: "jose", email: "jose@slim.example"),
    User(id: 3, name: "Ola Nordmann", username: "ola", email: "ola@slim.example"),
  ]
  let service = FakePhotoService()

  @Test func aSearchKeepsThePeopleWhoseNameHasItInAnyCase() async {
    service.enqueue(.users(Self.everyone))
    let people = PeopleViewModel(service: service)
    await people.appear()

    people.search("  ZOË ")

    #expect(people.state == .loaded([Self.everyone[0]]))
    #expect(people.search == "ZOË")
    people.search("")
    #expect(people.state == .loaded(Self.everyone))
  }

  @Test func openAsksForAProfileTheListShowsAndRefusesOneTheSearchHides() async throws {
    service.enqueue(.users(Self.everyone))
    let people = PeopleViewModel(service: service)
    var asked: [PeopleViewModel.Navigation] = []
    people.onNavigate = { asked.append($0) }
    await people.load()
    people.search("ola")

    #expect(throws: ListError.notListed(1)) { try people.open(1) }
    try people.open(3)

    #expect(asked == [.showProfile(3)])
  }

  @Test func aFailedLoadIsShownAndRetryLoadsAgain() async throws {
    service.enqueue(.failure(FakeFailure("The server is down.")))
    let people = PeopleViewModel(service: service)
    await people.load()
    guard case .failed(let failure) = people.state else {
      Issue.record("expected a failure, got \(people.state)")
      return
    }
    #expect(failure.message == "The server is down.")

    service.enqueue(.users(Self.everyone))
    try await people.retry()

    #expect(people.state == .loaded(Self.everyone))
    await #expect(throws: IntentError.nothingToRetry) { try await people.retry() }
  }
}
