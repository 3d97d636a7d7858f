import Foundation
import TestSupport
import Testing

@testable import HTTPTransport
@testable import Networking

/// The watchdog's rule: a chunk must send at least its minimum in each window, or all of itself.
@Suite(.timeLimit(.minutes(10)))
struct ChunkWatchdogTests {
  /// A watchdog wanting 1,000 bytes every 20 seconds of a `chunkBytes` chunk, watching from
  /// the moment its first sleep begins.
  static func watching(
    chunkBytes: Int64
  ) async -> (TestClock, ChunkWatchdog, Task<Bool, Never>) {
    let clock = TestClock()
    let watchdog = ChunkWatchdog(
      limit: .seconds(20), minimumBytes: 1_000, chunkBytes: chunkBytes, clock: clock)
    let verdict = Task { await watchdog.stalled() }
    await clock.waitForSleepers(1)
    return (clock, watchdog, verdict)
  }

  @Test func aTrickleBelowTheMinimumIsATrickleEvenThoughBytesKeepComing() async {
    // Given a watchdog wanting 1,000 bytes every 20 seconds
    let (clock, watchdog, verdict) = await Self.watching(chunkBytes: 100_000)

    // When 500 bytes go after 10 seconds, and 10 more seconds pass
    clock.advance(by: .seconds(10))
    watchdog.sent(500)
    clock.advance(by: .seconds(10))

    // Then the chunk counts as stalled
    #expect(await verdict.value)
  }

  @Test func enoughBytesOrTheWholeChunkCountAsProgress() async {
    // Given a watchdog wanting 1,000 bytes every 20 seconds, for a 1,500-byte chunk
    let (clock, watchdog, verdict) = await Self.watching(chunkBytes: 1_500)

    // When 1,000 bytes go at 10 seconds, and the last 500 at 25
    clock.advance(by: .seconds(10))
    watchdog.sent(1_000)
    clock.advance(by: .seconds(10))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(5))
    watchdog.sent(1_500)
    clock.advance(by: .seconds(5))
    await clock.waitForSleepers(1)

    // Then it is still waiting at 30 seconds, and stalls 20 seconds after the last byte
    clock.advance(by: .seconds(15))
    #expect(await verdict.value)
  }
}
