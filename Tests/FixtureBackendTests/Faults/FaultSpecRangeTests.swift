import FixtureBackend
import Foundation
import Testing

/// Numbers in a `--faults` spec: each is read against its range and refused, naming the value
/// and the range, however absurd; and no fault built in code can make the server trap.
@Suite(.timeLimit(.minutes(10)))
struct FaultSpecRangeTests {
  @Test(arguments: [
    ("delay:1e300", "seconds, a number from 0 to 86400"),
    ("delay:86401", "seconds, a number from 0 to 86400"),
    ("delay:inf", "seconds, a number from 0 to 86400"),
    ("delay:nan", "seconds, a number from 0 to 86400"),
    ("delay:0x10", "seconds, a number from 0 to 86400"),
    ("delay:" + String(repeating: "9", count: 400), "seconds, a number from 0 to 86400"),
    ("delay", "seconds, a number from 0 to 86400"),
    ("status:99999999999999999999", "a code, a whole number from 100 to 599"),
    ("status:-503", "a code, a whole number from 100 to 599"),
    ("oversize:9223372036854775807", "a size in bytes, a whole number from 0 to 268435456"),
    ("oversize-stream:-1", "a size in bytes, a whole number from 0 to 268435456"),
    ("deflate-bomb:1", "a decoded size in bytes, a whole number from 2 to 8589934592"),
    ("endless-body:0", "a size in bytes, a whole number from 1 to 1099511627776"),
    (
      "status:503,retry-after:9223372036854775807",
      "seconds or date+seconds, a whole number from 0 to 86400"
    ),
    (
      "status:503,retry-after:date+99999999999",
      "seconds or date+seconds, a whole number from 0 to 86400"
    ),
    ("status:503,first:0", "a count, a whole number from 1 to 1000000"),
    ("status:503,first:18446744073709551616", "a count, a whole number from 1 to 1000000"),
  ])
  func anOutOfRangeNumberIsRefusedNamingItsRange(faults: String, expected: String) {
    let error = #expect(throws: FaultPlan.SpecError.self) {
      try FaultPlan(parsing: "/photos=\(faults)")
    }
    #expect(
      error?.description.contains("needs \(expected)") == true, "\(String(describing: error))")
  }

  @Test func theLargestValuesOfEachRangeAreAccepted() throws {
    let plan = try FaultPlan(
      parsing: "/a=delay:86400;/b=status:599,retry-after:86400,first:1000000;"
        + "/c=oversize-stream:268435456;/d=status:100,retry-after:date+86400")

    #expect(
      plan.rules == [
        FaultRule("/a", .delay(.seconds(86_400))),
        FaultRule("/b", .status(599, retryAfter: .seconds(86_400)), times: 1_000_000),
        FaultRule("/c", .oversizedBody(bytes: 268_435_456, announced: false)),
        FaultRule("/d", .status(100, retryAfter: .date(secondsFromNow: 86_400))),
      ])
  }

  @Test func aRefusalQuotesAHugeValueShortly() {
    let spec = "/photos=delay:" + String(repeating: "7", count: 100_000)

    let error = #expect(throws: FaultPlan.SpecError.self) { try FaultPlan(parsing: spec) }

    #expect(error?.description.contains("needs seconds, a number from 0 to 86400") == true)
    #expect((error?.description.count ?? .max) < 300)
  }

  @Test func aDelayLongerThanAnyClockStillEndsWhenTheServerStops() async throws {
    // Given a delay no millisecond count can hold, built in code where no parser checks it
    let server = try FixtureServer.start(
      faults: FaultPlan([FaultRule("/albums", .delay(.seconds(Int64.max)))]))
    var injected = server.injectedFaults.makeAsyncIterator()

    // When the server stops while delaying the answer
    let exchange = try await RawExchange.send(RawExchange.get("/albums"), to: server.port) {
      _ = await injected.next()
      server.stop()
    }

    // Then the connection ends unanswered, and the server thread did not trap
    #expect(exchange.bytes.isEmpty)
  }
}
