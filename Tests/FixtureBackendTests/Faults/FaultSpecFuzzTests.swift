import FixtureBackend
import Models
import Testing

/// The `--faults` parser fed seeded random and mutated specs: it never traps, refuses with one
/// short line naming the rule, and whatever it accepts has every number inside its range.
@Suite struct FaultSpecFuzzTests {
  /// Pieces specs are made of, valid and not, numbers in and out of every range among them.
  static let pieces = [
    "/photos", "/albums/*", "*", "photos", "=", ",", ";", ":", " ", "delay", "status", "first",
    "retry-after", "date+", "oversize", "oversize-stream", "deflate-bomb", "stall-headers",
    "endless-body", "trickle-upload",
    "truncate", "0", "1",
    "2", "503", "599", "600", "86400", "86401", "1.5", "-1", "1e300", "inf", "nan", "0x10",
    "99999999999999999999", "9223372036854775807", ".", "\u{1B}[2J", "東", "٣", "",
  ]

  /// Specs a person might type, to mutate.
  static let valid = [
    "/photos=status:503,retry-after:2,first:2", "/albums/*=delay:1.5",
    "*=oversize-stream:4096;/photos=truncate", "/photos=status:429,retry-after:date+30",
  ]

  @Test func randomSpecsAreParsedOrRefusedClearly() {
    var random = SeededGenerator(seed: 2026)
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...12, using: &random)
      let spec = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      _ = check(spec)
    }
  }

  @Test func mutatedValidSpecsAreParsedOrRefusedClearly() {
    var random = SeededGenerator(seed: 12)
    var accepted = 0
    for _ in 0..<3_000 {
      var spec = Array(Self.valid.randomElement(using: &random)!)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0...spec.count, using: &random)
        let piece = Array(Self.pieces.randomElement(using: &random)!)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: spec.insert(contentsOf: piece, at: at)
        case 1 where at < spec.count: spec.remove(at: at)
        default: spec.replaceSubrange(at..<min(spec.count, at + piece.count), with: piece)
        }
      }
      if check(String(spec)) { accepted += 1 }
    }
    // Both sides of the parser were exercised, not only its refusals.
    #expect(accepted > 300)
  }

  /// Parses `spec` twice: the same answer both times; a refusal is one line of bounded length;
  /// an accepted plan has every number inside the range the grammar gives it.
  ///
  /// - Returns: whether it was accepted.
  private func check(_ spec: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let first = Result { () throws(FaultPlan.SpecError) in try FaultPlan(parsing: spec) }
    let second = Result { () throws(FaultPlan.SpecError) in try FaultPlan(parsing: spec) }
    #expect(first == second, "\(spec)", sourceLocation: sourceLocation)
    switch first {
    case .failure(let error):
      let message = error.description
      #expect(
        !message.isEmpty && !message.contains("\n") && message.count < 600, "\(spec)",
        sourceLocation: sourceLocation)
      return false
    case .success(let plan):
      for rule in plan.rules {
        #expect(isInRange(rule), "\(spec) → \(rule)", sourceLocation: sourceLocation)
      }
      return true
    }
  }

  private func isInRange(_ rule: FaultRule) -> Bool {
    let countInRange = rule.times.map(FaultPlan.counts.contains) ?? true
    switch rule.fault {
    case .delay(let duration):
      return countInRange && duration >= .zero && duration <= .seconds(FaultPlan.delays.upperBound)
    case .status(let code, let retryAfter):
      let pauseInRange =
        switch retryAfter {
        case .seconds(let seconds)?, .date(let seconds)?: FaultPlan.retryAfters.contains(seconds)
        case .raw?, nil: true
        }
      return countInRange && FaultPlan.statuses.contains(code) && pauseInRange
    case .oversizedBody(let bytes, _):
      return countInRange && FaultPlan.oversizes.contains(bytes)
    case .deflateBomb(let bytes):
      return countInRange && FaultPlan.bombs.contains(bytes)
    case .trickleUpload(let rate):
      return countInRange && FaultPlan.trickles.contains(rate)
    case .endlessBody(let limit):
      return countInRange && FaultPlan.endlessLimits.contains(limit)
    case .endlessPages(let fresh):
      return countInRange && (fresh.map(FaultPlan.newPerPage.contains) ?? true)
    case .stallBeforeHeaders, .stallMidBody, .truncatedBody, .resetMidBody, .resetMidUpload,
      .malformedJSON, .wrongShapeJSON, .redirectLoop, .doublePages, .htmlAnswer, .resetAnswer:
      return countInRange
    }
  }
}
