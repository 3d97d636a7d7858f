import FixtureBackend
import Foundation
import Models
import Networking
import Testing

// The resilience usage shown in doc comments and in ARCHITECTURE.md's Networking chapter, kept
// here so it must compile and must run. Change a snippet here, change its doc comment too
// (HTTPClient.Options, RetryPolicy, RetryAfter, RetryNotices, FaultPlan).
@Suite(.timeLimit(.minutes(1)))
struct ResilienceDocumentationTests {
  @Test func aClientThatRetriesAndSaysSo() async throws {
    // The first two requests for /photos fail with 503 and Retry-After: 1, then all is well.
    let plan = FaultPlan([FaultRule("/photos", .status(503, retryAfter: .seconds(1)), times: 2)])
    let server = try FixtureServer.start(faults: plan)
    defer { server.stop() }

    var options = HTTPClient.Options()
    options.retry = RetryPolicy(maxAttempts: 5)
    options.logger = { event in print(event) }  // → GET http://127.0.0.1:PORT/photos (attempt 1)
    let client = try HTTPClient(baseURL: server.baseURL, options: options)
    defer { client.shutdown() }

    // A screen hears about each pause before it starts.
    let photos = try await RetryNotices.observe({ notice in
      print("attempt \(notice.failedAttempt) failed; next in \(notice.delay)")
    }) {
      try await PhotoAPIClient(client: client).photos(albumID: nil)
    }

    #expect(photos.count == 5000)
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
