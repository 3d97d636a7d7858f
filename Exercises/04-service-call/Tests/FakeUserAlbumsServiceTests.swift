import Exercise04
import Models
import TestSupport
import Testing

/// The fake a view model's tests would use: answers by user, failures, and time on a clock.
@Suite(.timeLimit(.minutes(1)))
struct FakeUserAlbumsServiceTests {
  let clock = TestClock()
  let holiday = Album(id: 1, userID: 3, title: "Holiday")
  let garden = Album(id: 2, userID: 4, title: "Garden")

  @Test func eachUserGetsTheAnswerScriptedForThemWhateverTheOrderOfCalls() async throws {
    // Given answers for user 3, then user 4
    let service = FakeUserAlbumsService(clock: clock)
    service.enqueue(.albums([holiday]), forUser: 3)
    service.enqueue(.albums([garden]), forUser: 4)

    // When user 4 is asked for first
    let forFour = try await service.albums(ofUser: 4)
    let forThree = try await service.albums(ofUser: 3)

    // Then each call got its own user's answer, and the calls were recorded in order
    #expect(forFour == [garden])
    #expect(forThree == [holiday])
    #expect(service.receivedCalls == ["albums(ofUser: 4)", "albums(ofUser: 3)"])
  }

  @Test func answersForOneUserAreUsedInTheOrderTheyWereEnqueued() async throws {
    let service = FakeUserAlbumsService(clock: clock)
    service.enqueue(.albums([]), forUser: 3)
    service.enqueue(.albums([holiday]), forUser: 3)

    #expect(try await service.albums(ofUser: 3) == [])
    #expect(try await service.albums(ofUser: 3) == [holiday])
  }

  @Test func aScriptedFailureIsThrownWithItsMessage() async throws {
    let service = FakeUserAlbumsService(clock: clock)
    service.enqueue(.failure("The network is down"), forUser: 3)

    await #expect(throws: FakeServiceFailure("The network is down")) {
      try await service.albums(ofUser: 3)
    }
  }

  @Test func aCallWithNothingScriptedFailsSayingWhichCall() async throws {
    let service = FakeUserAlbumsService(clock: clock)
    service.enqueue(.albums([holiday]), forUser: 3)

    await #expect(throws: FakeServiceFailure("no answer scripted for albums(ofUser: 7)")) {
      try await service.albums(ofUser: 7)
    }
  }

  @Test func aDelayedAnswerArrivesOnlyOnceItsTimeHasPassedOnTheClock() async throws {
    // Given an answer that takes three seconds
    let service = FakeUserAlbumsService(clock: clock)
    service.enqueue(.albums([holiday]), forUser: 3, after: .seconds(3))

    // When it is asked for, it waits on the clock
    let call = StartedCall { try await service.albums(ofUser: 3) }
    try #require(await call.sleeps(on: clock), "the answer came without waiting on the clock")

    // Then two seconds are not enough, and the third brings the answer
    clock.advance(by: .seconds(2))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    #expect(try await call.task.value == [holiday])
  }
}
