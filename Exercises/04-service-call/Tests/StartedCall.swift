import Essentials
import Models
import TestSupport

/// A call started in a task of its own, recording the retry notices it posts, whose end a test
/// can race against a clock.
///
/// `TestClock.waitForSleepers` waits until the code under test sleeps; code that never sleeps
/// (it failed at once) would leave that wait hanging until the test's time limit.
/// ``sleeps(on:)`` ends either way and says which came first.
struct StartedCall<Value: Sendable>: Sendable {
  let task: Task<Value, any Error>
  private let ended: AsyncStream<Void>
  private let recorder: NoticeRecorder

  init(_ operation: @escaping @Sendable () async throws -> Value) {
    let (ended, signal) = AsyncStream.makeStream(of: Void.self)
    self.ended = ended
    let recorder = NoticeRecorder()
    self.recorder = recorder
    task = Task {
      defer { signal.finish() }
      return try await RetryNotices.observe({ recorder.record($0) }, during: operation)
    }
  }

  /// The retry notices the call has posted so far.
  var retryNotices: [RetryNotice] { recorder.all }

  /// Whether the call went to sleep on `clock` before it ended. Ask once per call: the end
  /// it watches for can be waited on only once.
  func sleeps(on clock: TestClock) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await clock.waitForSleepers(1)
        return true
      }
      group.addTask {
        for await _ in ended {}
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}

/// The notices one call posted, in order.
private final class NoticeRecorder: Sendable {
  private let notices = Locked<[RetryNotice]>([])

  var all: [RetryNotice] { notices.withLock { $0 } }

  func record(_ notice: RetryNotice) {
    notices.withLock { $0.append(notice) }
  }
}
