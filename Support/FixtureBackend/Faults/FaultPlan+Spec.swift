/// The `--faults` text form of a plan: rules separated by `;`, each `PATH=FAULT[,OPTION...]`.
///
/// ```
/// /photos=status:503,retry-after:2,first:2     the first two GETs of /photos: 503, wait 2 s
/// /photos/*=stall-body;/albums=delay:1.5       every photo stalls mid-body; albums come late
/// ```
///
/// Faults: `delay:SECONDS`, `stall-headers`, `stall-body`, `status:CODE`, `truncate`,
/// `reset-body`, `reset-upload`, `malformed-json`, `wrong-shape`, `oversize[:BYTES]`,
/// `oversize-stream[:BYTES]`, `redirect-loop`. Options: `first:N` (only the first N matching
/// requests), `retry-after:SECONDS` or `retry-after:date+SECONDS` (with `status` only).
extension FaultPlan {
  /// Why a `--faults` text could not be read; the description names the part and what is valid.
  public enum SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A rule that is not `PATH=FAULT...`, or whose path does not start with `/` (or is `*`).
    case badRule(String)
    /// A fault or option name the grammar does not know.
    case unknownName(String, rule: String)
    /// A known name with a value it cannot take.
    case badValue(String, rule: String, expected: String)

    /// One line for a person.
    public var description: String {
      switch self {
      case .badRule(let rule):
        "Fault rule '\(rule)' is not PATH=FAULT (a path starting with / or *), "
          + "e.g. /photos=status:503."
      case .unknownName(let name, let rule):
        "Unknown fault or option '\(name)' in '\(rule)'. Faults: \(FaultPlan.faultNames). "
          + "Options: first:N, retry-after:SECONDS|date+SECONDS."
      case .badValue(let item, let rule, let expected):
        "'\(item)' in '\(rule)' needs \(expected)."
      }
    }
  }

  /// The fault names of the grammar, for messages and help.
  public static let faultNames =
    "delay:SECONDS, stall-headers, stall-body, status:CODE, truncate, reset-body, reset-upload, "
    + "malformed-json, wrong-shape, oversize[:BYTES], oversize-stream[:BYTES], redirect-loop"

  /// The body size of `oversize` when no size is given: well past any sensible client limit.
  public static let defaultOversize = 32 * 1024 * 1024

  /// Reads a plan from its `--faults` text; an empty text is an empty plan.
  public init(parsing spec: String) throws(SpecError) {
    var rules: [FaultRule] = []
    for text in spec.split(separator: ";") where !text.allSatisfy(\.isWhitespace) {
      rules.append(try Self.rule(String(text).trimmingSpaces()))
    }
    self.init(rules)
  }

  private static func rule(_ text: String) throws(SpecError) -> FaultRule {
    let sides = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard sides.count == 2, sides[0].hasPrefix("/") || sides[0] == "*" else {
      throw .badRule(text)
    }
    let items = sides[1].split(separator: ",").map { String($0).trimmingSpaces() }
    guard let first = items.first else { throw .badRule(text) }
    var fault = try Self.fault(first, rule: text)
    var times: Int?
    for item in items.dropFirst() {
      let (name, value) = Self.split(item)
      switch (name, fault) {
      case ("first", _):
        times = try Self.number(value, item: item, rule: text, expected: "a count, e.g. first:2")
      case ("retry-after", .status(let code, _)):
        fault = .status(code, retryAfter: try Self.retryAfter(value, item: item, rule: text))
      case ("retry-after", _):
        throw .badValue(item, rule: text, expected: "a status fault before it, e.g. status:503")
      default:
        throw .unknownName(name, rule: text)
      }
    }
    return FaultRule(sides[0], fault, times: times)
  }

  private static func fault(_ item: String, rule: String) throws(SpecError) -> Fault {
    let (name, value) = split(item)
    switch name {
    case "delay":
      guard let seconds = value.flatMap(Double.init), seconds >= 0, seconds.isFinite else {
        throw .badValue(item, rule: rule, expected: "seconds, e.g. delay:1.5")
      }
      return .delay(.seconds(seconds))
    case "status":
      let code = try number(value, item: item, rule: rule, expected: "a code, e.g. status:503")
      guard (100...599).contains(code) else {
        throw .badValue(item, rule: rule, expected: "a code from 100 to 599")
      }
      return .status(code)
    case "oversize", "oversize-stream":
      let bytes =
        value == nil
        ? defaultOversize
        : try number(
          value, item: item, rule: rule, expected: "a size in bytes, e.g. \(name):100000")
      return .oversizedBody(bytes: bytes, announced: name == "oversize")
    default:
      let plain: [String: Fault] = [
        "stall-headers": .stallBeforeHeaders, "stall-body": .stallMidBody,
        "truncate": .truncatedBody, "reset-body": .resetMidBody, "reset-upload": .resetMidUpload,
        "malformed-json": .malformedJSON, "wrong-shape": .wrongShapeJSON,
        "redirect-loop": .redirectLoop,
      ]
      guard let fault = plain[name] else { throw .unknownName(name, rule: rule) }
      guard value == nil else { throw .badValue(item, rule: rule, expected: "no value") }
      return fault
    }
  }

  private static func retryAfter(
    _ value: String?, item: String, rule: String
  ) throws(SpecError) -> Fault.RetryAfter {
    let expected = "seconds or date+seconds, e.g. retry-after:2"
    if let value, value.hasPrefix("date+") {
      let seconds = try number(
        String(value.dropFirst(5)), item: item, rule: rule, expected: expected)
      return .date(secondsFromNow: seconds)
    }
    return .seconds(try number(value, item: item, rule: rule, expected: expected))
  }

  private static func split(_ item: String) -> (name: String, value: String?) {
    let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count == 2 ? parts[1] : nil)
  }

  private static func number(
    _ value: String?, item: String, rule: String, expected: String
  ) throws(SpecError) -> Int {
    guard let value, let number = Int(value), number >= 0 else {
      throw .badValue(item, rule: rule, expected: expected)
    }
    return number
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
