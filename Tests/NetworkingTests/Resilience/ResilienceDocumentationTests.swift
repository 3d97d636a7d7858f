import Essentials
import FixtureBackend
import Foundation
import HTTPTransport
import Models
import Networking
import TestSupport
import Testing

// The resilience usage shown in doc comments and in the transport's DocC articles, kept
// here so it must compile and must run. Change a snippet here, change its doc comment too
// (HTTPClient.Options, RetryPolicy, RetryAfter, RetryNotices, FaultPlan).
@Suite(.timeLimit(.minutes(10)))
struct ResilienceDocumentationTests {
  @Test func aClientThatRetriesAndSaysSo() async throws {
    // The first two requests for /photos fail with 503 and Retry-After: 1, then all is well.
    let plan = FaultPlan([FaultRule("/photos", .status(503, retryAfter: .seconds(1)), times: 2)])
    let server = try FixtureServer.start(faults: plan)
    defer { server.stop() }

    var options = HTTPClient.Options()
    options.retry = RetryPolicy(maxAttempts: 5)
    options.logger = { event in print(event) }  // → GET http://127.0.0.1:PORT/photos (attempt 1)
    options.clock = clock  // this test moves time itself; an app keeps the default clock
    let client = try HTTPClient(baseURL: server.baseURL, options: options)
    defer { client.shutdown() }

    // A screen hears about each pause before it starts.
    let photos = Task {
      try await RetryNotices.observe({ notice in
        print("attempt \(notice.failedAttempt) failed; next in \(notice.delay)")
        heard.update { $0.append(notice.delay) }
      }) {
        try await PhotoAPIClient(client: client).photos(albumID: nil)
      }
    }

    try await passPauses(2)
    #expect(try await photos.value.count == 5000)
    #expect(heard.value == [.seconds(1), .seconds(1)])
  }

  let clock = TestClock()
  /// The pauses announced so far, in order.
  let heard = Observed<[Duration]>([])

  /// Lets `count` announced pauses pass on the test clock, each once it has begun: the clock
  /// then holds two sleepers, the call's deadline and the pause.
  func passPauses(_ count: Int) async throws {
    for passed in 0..<count {
      await waitUntil { [heard] in heard.value.count > passed }
      await clock.waitForSleepers(2)
      clock.advance(by: heard.value[passed])
    }
  }

  @Test func thePolicyIsAPlainValue() {
    let policy = RetryPolicy(maxAttempts: 4, initialDelay: .seconds(1))
    #expect(policy.backoff(beforeRetry: 3, unit: 0) == .seconds(4))  // 1 s, then 2 s, then 4 s
    #expect(policy.backoff(beforeRetry: 3, unit: 1) == .seconds(2))  // half of it is jitter

    let now = Date(timeIntervalSince1970: 1_792_567_680)  // Wed, 21 Oct 2026 07:28:00 GMT
    #expect(RetryAfter.delay("120", now: now) == .seconds(120))
    #expect(RetryAfter.delay("Wed, 21 Oct 2026 07:30:00 GMT", now: now) == .seconds(120))
    #expect(RetryAfter.delay("soon", now: now) == nil)
  }

  @Test func aFaultPlanFromItsTextForm() throws {
    let plan = try FaultPlan(parsing: "/photos=status:503,retry-after:2,first:2;/albums=delay:1.5")
    #expect(plan.rules.count == 2)
  }
}
