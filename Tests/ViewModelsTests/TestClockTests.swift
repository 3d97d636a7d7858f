import TestSupport
import Testing

/// The test clock lets go of everything once the test driving it is cancelled.
///
/// A test past its time limit is cancelled but not stopped: if it then awaits work asleep on its
/// clock, nothing will ever step the clock again, and the whole run would hang (under the thread
/// sanitizer, slow tests did exactly that).
@Suite("TestClock", .timeLimit(.minutes(10)))
struct TestClockTests {
  @Test func aTestCancelledWhileWaitingForSleepersWakesTheWorkAsleepOnItsClock() async {
    // Given work asleep on the clock
    let clock = TestClock()
    async let work: Void = clock.sleep(for: .seconds(5))
    await clock.waitForSleepers(1)

    // When the test is cancelled while it waits for a second sleeper
    let waiting = Task { await clock.waitForSleepers(2) }
    waiting.cancel()
    await waiting.value

    // Then the work wakes with CancellationError at once, and a later sleep fails at once
    do {
      try await work
      Issue.record("the sleep ended as if the clock had reached its deadline")
    } catch {
      #expect(error is CancellationError)
    }
    await #expect(throws: CancellationError.self) { try await clock.sleep(for: .seconds(1)) }
  }
}
