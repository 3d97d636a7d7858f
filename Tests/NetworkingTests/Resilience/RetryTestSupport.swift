import Essentials
import Foundation
import HTTPTransport
import Models
import Networking
import TestSupport

extension HTTPClient.Options {
  /// Options for tests: time on `clock`, no jitter unless `random` says so, a pinned "now", and
  /// no timeouts unless asked, so each test knows exactly which sleepers the clock holds.
  static func testing(
    clock: TestClock,
    retry: RetryPolicy = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), jitter: 0),
    attemptTimeout: Duration? = nil, deadline: Duration? = nil, maximumResponseSize: Int = 1 << 24,
    logger: (@Sendable (HTTPLogEvent) -> Void)? = nil, random: Double = 0,
    now: @escaping @Sendable () -> Date = { RetryTestSupport.now }
  ) -> HTTPClient.Options {
    HTTPClient.Options(
      retry: retry, attemptTimeout: attemptTimeout, deadline: deadline,
      maximumResponseSize: maximumResponseSize, logger: logger, clock: clock,
      random: { random }, now: now)
  }
}

enum RetryTestSupport {
  /// Sun, 06 Nov 1994 08:49:37 GMT, RFC 9110's example date.
  static let now = Date(timeIntervalSince1970: 784_111_777)
}

/// Records what a client reports, in order: retry notices or log events.
final class Recorder<Entry: Sendable>: Sendable {
  private let entries = Locked<[Entry]>([])

  /// Everything recorded so far.
  var all: [Entry] { entries.withLock { $0 } }

  /// Records `entry`.
  func record(_ entry: Entry) {
    entries.withLock { $0.append(entry) }
  }
}

extension Recorder where Entry == RetryNotice {
  /// An observer to pass to `RetryNotices.observe`.
  var observer: RetryNotices.Observer { { [self] notice in record(notice) } }

  /// Starts `operation` in a new task whose retry notices are recorded here.
  func startRecording<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value
  ) -> RecordedCall<Value> {
    RecordedCall(task: Task { try await RetryNotices.observe(observer, during: operation) })
  }
}

/// A call started by ``Recorder/startRecording(_:)``.
///
/// Awaiting its value passes the waiter's cancellation on to the call, so when a test's time
/// limit cancels a test whose call waits on the test clock for a pause nobody will advance, the
/// test fails instead of hanging the whole run.
struct RecordedCall<Value: Sendable>: Sendable {
  let task: Task<Value, any Error>

  /// The call's result, once it has settled.
  var value: Value {
    get async throws {
      try await withTaskCancellationHandler {
        try await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }
}
