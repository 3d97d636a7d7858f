import Models
import TestSupport
import Testing

/// The fake the view-model tests lean on answers each call with an answer of its own kind, so
/// calls made at once do not fail by timing.
@Suite("FakePhotoService")
struct FakePhotoServiceTests {
  let albums = [Album(id: 1, userID: 2, title: "Harbour")]
  let users = [User(id: 2, name: "Zoë", username: "zoe", email: "zoe@slim.example")]

  @Test func answersAreKeyedByTheCallNotByTheOrderOfCalls() async throws {
    // Given users enqueued before albums
    let service = FakePhotoService()
    service.enqueue(.users(users))
    service.enqueue(.albums(albums))

    // When the albums are asked for first
    let gotAlbums = try await service.albums()
    let gotUsers = try await service.users()

    // Then each call got its own answer
    #expect(gotAlbums == albums)
    #expect(gotUsers == users)
  }

  @Test func concurrentCallsEachGetTheirAnswer() async throws {
    let service = FakePhotoService()
    service.enqueue(.albums(albums))
    service.enqueue(.users(users))

    async let gotUsers = service.users()
    async let gotAlbums = service.albums()

    #expect(try await gotAlbums == albums)
    #expect(try await gotUsers == users)
  }

  @Test func aFailureForOneCallIsNotTakenByAnother() async throws {
    let service = FakePhotoService()
    service.enqueue(.failure(FakeFailure("users are down")), for: .users)
    service.enqueue(.albums(albums))

    #expect(try await service.albums() == albums)
    await #expect(throws: FakeFailure("users are down")) { try await service.users() }
  }

  @Test func aCallWithNoAnswerOfItsKindFailsSayingSo() async {
    let service = FakePhotoService()
    service.enqueue(.albums(albums))

    await #expect(throws: FakeFailure("no answer scripted for users()")) {
      try await service.users()
    }
  }
}
