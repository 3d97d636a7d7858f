import FixtureBackend
import Testing

/// The `--faults` grammar: every fault and option, and a clear refusal for each kind of mistake.
@Suite struct FaultPlanSpecTests {
  @Test func aSpecReadsAsRulesInOrder() throws {
    // Given a spec with two rules, options included
    let plan = try FaultPlan(
      parsing: "/photos=status:503,retry-after:2,first:2; /albums/*=delay:1.5")

    // Then each rule has its path, fault and count
    #expect(
      plan.rules == [
        FaultRule("/photos", .status(503, retryAfter: .seconds(2)), times: 2),
        FaultRule("/albums/*", .delay(.milliseconds(1500))),
      ])
  }

  @Test(arguments: [
    ("delay:0.25", Fault.delay(.milliseconds(250))),
    ("stall-headers", .stallBeforeHeaders), ("stall-body", .stallMidBody),
    ("status:429", .status(429)),
    ("status:503,retry-after:date+30", .status(503, retryAfter: .date(secondsFromNow: 30))),
    ("truncate", .truncatedBody), ("reset-body", .resetMidBody), ("reset-upload", .resetMidUpload),
    ("malformed-json", .malformedJSON), ("wrong-shape", .wrongShapeJSON),
    ("oversize", .oversizedBody(bytes: FaultPlan.defaultOversize, announced: true)),
    ("oversize:4096", .oversizedBody(bytes: 4096, announced: true)),
    ("oversize-stream:4096", .oversizedBody(bytes: 4096, announced: false)),
    ("redirect-loop", .redirectLoop),
    ("deflate-bomb", .deflateBomb(decodedBytes: FaultPlan.defaultBomb)),
    ("deflate-bomb:100000", .deflateBomb(decodedBytes: 100_000)),
    ("endless-body", .endlessBody(limit: FaultPlan.endlessLimit)),
    ("endless-body:4194304", .endlessBody(limit: 4 << 20)),
    ("endless-pages", .endlessPages(newPerPage: nil)),
    ("endless-pages:1", .endlessPages(newPerPage: 1)),
    ("double-pages", .doublePages), ("html-answer", .htmlAnswer), ("reset-answer", .resetAnswer),
  ])
  func everyFaultHasAName(text: String, fault: Fault) throws {
    #expect(try FaultPlan(parsing: "*=\(text)").rules == [FaultRule("*", fault)])
  }

  @Test func anEmptySpecStagesNothing() throws {
    #expect(try FaultPlan(parsing: "").rules.isEmpty)
    #expect(try FaultPlan(parsing: " ; ").rules.isEmpty)
  }

  @Test(arguments: [
    ("photos=status:503", "Fault rule 'photos=status:503' is not PATH=FAULT"),
    ("/photos", "Fault rule '/photos' is not PATH=FAULT"),
    ("/photos=stall", "Unknown fault or option 'stall' in '/photos=stall'. Faults: delay:SECONDS"),
    ("/photos=status:503,twice", "Unknown fault or option 'twice'"),
    (
      "/photos=status:abc",
      "'status:abc' in '/photos=status:abc' needs a code, a whole number from 100 to 599, "
        + "e.g. status:503."
    ),
    ("/photos=status:999", "needs a code, a whole number from 100 to 599, e.g. status:503."),
    ("/photos=delay:-1", "needs seconds, a number from 0 to 86400, e.g. delay:1.5."),
    ("/photos=truncate:3", "'truncate:3' in '/photos=truncate:3' needs no value."),
    ("/photos=truncate,retry-after:2", "needs a status fault before it, e.g. status:503."),
    ("/photos=status:503,first:x", "'first:x' in '/photos=status:503,first:x' needs a count"),
  ])
  func mistakesAreNamedWithWhatIsValid(spec: String, message: String) {
    let error = #expect(throws: FaultPlan.SpecError.self) { try FaultPlan(parsing: spec) }
    #expect(error?.description.contains(message) == true, "\(String(describing: error))")
  }

  @Test(arguments: [
    ("/photos", "/photos", true), ("/photos", "/photos/7", false),
    ("/photos/*", "/photos/7", true), ("/photos/*", "/photos", false), ("*", "/anything", true),
  ])
  func pathsMatchExactlyOrByPrefix(pattern: String, path: String, matches: Bool) {
    #expect(FaultRule(pattern, .truncatedBody).matches(path) == matches)
  }
}

/// A rule may name the one method it applies to, so a write can fail while reads of the same
/// path do not.
@Suite struct FaultRuleMethodTests {
  @Test func aMethodOptionLimitsTheRuleToThatMethod() throws {
    let plan = try FaultPlan(parsing: "/todos/*=status:503,method:patch,first:1")
    let rule = try #require(plan.rules.first)

    #expect(rule == FaultRule("/todos/*", .status(503), times: 1, method: "PATCH"))
    #expect(rule.matches("PATCH", "/todos/4"))
    #expect(!rule.matches("GET", "/todos/4"))
    #expect(!rule.matches("PATCH", "/todos"))
  }

  @Test func aRuleWithoutAMethodMatchesEveryMethod() {
    let rule = FaultRule("/todos", .status(500))
    #expect(rule.matches("GET", "/todos"))
    #expect(rule.matches("POST", "/todos"))
  }

  @Test func anUnknownMethodIsRefusedNamingTheValidOnes() {
    let error = #expect(throws: FaultPlan.SpecError.self) {
      try FaultPlan(parsing: "/todos=status:503,method:FETCH")
    }
    #expect(
      error?.description
        == "'method:FETCH' in '/todos=status:503,method:FETCH' needs one of GET, HEAD, POST, "
        + "PUT, PATCH, DELETE, e.g. method:PATCH.")
  }
}
