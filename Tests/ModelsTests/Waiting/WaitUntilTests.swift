import Models
import TestSupport
import Testing

/// The one wait the suites use: it ends when what it watches comes true, whoever changes it,
/// and when the test gives up; never by polling or by the wall clock.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct WaitUntilTests {
  @Test func aWaitEndsOnceAnotherThreadMakesTheConditionTrue() async {
    // Given a count that other threads raise, one step at a time
    let count = Observed(0)
    let raising = (0..<4).map { _ in
      Task.detached {
        for _ in 0..<250 { count.update { $0 += 1 } }
      }
    }

    // When the test waits for the last step
    await waitUntil { count.value == 1_000 }

    // Then every step has been stored by the time the wait ends
    #expect(count.value == 1_000)
    for task in raising { await task.value }
  }

  @Test func aConditionThatHoldsAlreadyEndsTheWaitAtOnce() async {
    let text = Observed("ready")

    await waitUntil { text.value == "ready" }

    #expect(text.value == "ready")
  }

  @Test func aWaitForWhatNeverComesEndsWhenTheTestCancelsIt() async {
    // Given a wait for a value nobody will set, and a record of when it ended
    let value = Observed(0)
    let ended = Observed(false)
    let waiting = Task { @MainActor in
      await waitUntil { value.value == 1 }
      ended.update { $0 = true }
    }

    // When its task is cancelled (as a time limit cancels a test)
    waiting.cancel()

    // Then the wait ends without the value ever coming
    await waiting.value
    #expect(ended.value)
    #expect(value.value == 0)
  }
}
