import Essentials

/// The `--faults` text form of a plan: rules separated by `;`, each `PATH=FAULT[,OPTION...]`.
///
/// ```
/// /photos=status:503,retry-after:2,first:2     the first two GETs of /photos: 503, wait 2 s
/// /photos/*=stall-body;/albums=delay:1.5       every photo stalls mid-body; albums come late
/// /todos/*=status:503,method:PATCH              every change to a todo fails; reads do not
/// ```
///
/// Faults: `delay:SECONDS`, `stall-headers`, `stall-body`, `status:CODE`, `truncate`,
/// `reset-body`, `reset-upload`, `malformed-json`, `wrong-shape`, `oversize[:BYTES]`,
/// `oversize-stream[:BYTES]`, `redirect-loop`, `deflate-bomb[:BYTES]`, `endless-body[:BYTES]`,
/// `trickle-upload[:BYTES]`, `endless-pages[:NEW]`, `double-pages`, `html-answer`,
/// `reset-answer`. Options: `first:N` (only the first N matching requests),
/// `method:NAME` (only requests of that method: GET, HEAD, POST, PUT, PATCH, DELETE),
/// `retry-after:SECONDS` or `retry-after:date+SECONDS` (with `status` only).
///
/// Every number is read with `InputNumber` and must lie in its range (``delays``, ``statuses``,
/// ``counts``, ``retryAfters``, ``oversizes``, ``bombs``, ``endlessLimits``, ``trickles``);
/// anything else is refused
/// with a message naming the value and the range, before a server starts.
extension FaultPlan {
  /// Why a `--faults` text could not be read; the description names the part and what is valid.
  public enum SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A rule that is not `PATH=FAULT...`, or whose path does not start with `/` (or is `*`).
    case badRule(String)
    /// A fault or option name the grammar does not know.
    case unknownName(String, rule: String)
    /// A known name with a value it cannot take.
    case badValue(String, rule: String, expected: String)

    /// One line for a person; a long rule is quoted only in part.
    public var description: String {
      switch self {
      case .badRule(let rule):
        "Fault rule '\(Self.shown(rule))' is not PATH=FAULT (a path starting with / or *), "
          + "e.g. /photos=status:503."
      case .unknownName(let name, let rule):
        "Unknown fault or option '\(Self.shown(name))' in '\(Self.shown(rule))'. "
          + "Faults: \(FaultPlan.faultNames). Options: first:N, method:NAME, "
          + "retry-after:SECONDS|date+SECONDS."
      case .badValue(let item, let rule, let expected):
        "'\(Self.shown(item))' in '\(Self.shown(rule))' needs \(expected)."
      }
    }

    /// `text`, or its start and `…` when it is longer than a message should quote.
    private static func shown(_ text: String) -> String {
      text.count > 60 ? text.prefix(60) + "…" : text
    }
  }

  /// The fault names of the grammar, for messages and help.
  public static let faultNames =
    "delay:SECONDS, stall-headers, stall-body, status:CODE, truncate, reset-body, reset-upload, "
    + "malformed-json, wrong-shape, oversize[:BYTES], oversize-stream[:BYTES], redirect-loop, "
    + "deflate-bomb[:BYTES], endless-body[:BYTES], trickle-upload[:BYTES], endless-pages[:NEW], "
    + "double-pages, html-answer, reset-answer"

  /// The body size of `oversize` when no size is given: well past any sensible client limit.
  public static let defaultOversize = 32 * 1024 * 1024

  /// The seconds `delay` takes: up to a day, far past any client's patience.
  public static let delays = 0.0...86_400
  /// The codes `status` takes.
  public static let statuses = 100...599
  /// The methods `method` takes.
  public static let methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]
  /// The counts `first` takes.
  public static let counts = 1...1_000_000
  /// The seconds `retry-after` takes, as a number or after `date+`: up to a day.
  public static let retryAfters = 0...86_400
  /// The body sizes `oversize` and `oversize-stream` take: an announced one is built in memory.
  public static let oversizes = 0...(256 * 1024 * 1024)
  /// The decoded sizes `deflate-bomb` takes: streamed, so up to 8 GiB (about 54 MB sent).
  public static let bombs = 2...(8 << 30)
  /// What `deflate-bomb` decodes to when no size is given: 2 GiB, from about 13 MB sent.
  public static let defaultBomb = 2 << 30
  /// Where `endless-body` stops if the client never does: 1 TiB, minutes at loopback speed.
  public static let endlessLimit = 1 << 40
  /// Where `endless-body:BYTES` may stop: a test bounds it just past the client's limit, so
  /// a client slowed down (by the thread sanitizer) is not left reading for minutes.
  public static let endlessLimits = 1...endlessLimit
  /// The bytes a second `trickle-upload` takes.
  public static let trickles = 1...(1 << 20)
  /// The new photos a page `endless-pages:NEW` may bring: at least one, or no load would go on.
  public static let newPerPage = 1...1_000_000
  /// What `trickle-upload` takes a second when no rate is given.
  public static let defaultTrickle = 100

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
    var method: String?
    for item in items.dropFirst() {
      let (name, value) = Self.split(item)
      switch (name, fault) {
      case ("first", _):
        times = try Self.whole(
          value, in: counts, item: item, rule: text, expected: "a count", example: "first:2")
      case ("method", _):
        guard let value, methods.contains(value.uppercased()) else {
          throw .badValue(
            item, rule: text,
            expected: "one of " + methods.joined(separator: ", ") + ", e.g. method:PATCH")
        }
        method = value
      case ("retry-after", .status(let code, _)):
        fault = .status(code, retryAfter: try Self.retryAfter(value, item: item, rule: text))
      case ("retry-after", _):
        throw .badValue(item, rule: text, expected: "a status fault before it, e.g. status:503")
      default:
        throw .unknownName(name, rule: text)
      }
    }
    return FaultRule(sides[0], fault, times: times, method: method)
  }

  private static func fault(_ item: String, rule: String) throws(SpecError) -> Fault {
    let (name, value) = split(item)
    switch name {
    case "delay":
      let seconds = try number(
        value, item: item, rule: rule, expected: "seconds", example: "delay:1.5"
      ) { text throws(InputNumber.Refusal) in try InputNumber.decimal(text, in: delays) }
      return .delay(.seconds(seconds))
    case "status":
      let code = try whole(
        value, in: statuses, item: item, rule: rule, expected: "a code", example: "status:503")
      return .status(code)
    case "oversize", "oversize-stream":
      let bytes = try whole(
        value, or: defaultOversize, in: oversizes, item: item, rule: rule,
        expected: "a size in bytes", example: "\(name):100000")
      return .oversizedBody(bytes: bytes, announced: name == "oversize")
    case "deflate-bomb":
      let bytes = try whole(
        value, or: defaultBomb, in: bombs, item: item, rule: rule,
        expected: "a decoded size in bytes", example: "deflate-bomb:100000000")
      return .deflateBomb(decodedBytes: bytes)
    case "endless-body":
      let limit = try whole(
        value, or: endlessLimit, in: endlessLimits, item: item, rule: rule,
        expected: "a size in bytes", example: "endless-body:4194304")
      return .endlessBody(limit: limit)
    case "trickle-upload":
      let rate = try whole(
        value, or: defaultTrickle, in: trickles, item: item, rule: rule,
        expected: "bytes a second", example: "trickle-upload:100")
      return .trickleUpload(bytesPerSecond: rate)
    case "endless-pages":
      guard value != nil else { return .endlessPages(newPerPage: nil) }
      let fresh = try whole(
        value, in: newPerPage, item: item, rule: rule, expected: "new photos a page",
        example: "endless-pages:1")
      return .endlessPages(newPerPage: fresh)
    default:
      let plain: [String: Fault] = [
        "stall-headers": .stallBeforeHeaders, "stall-body": .stallMidBody,
        "truncate": .truncatedBody, "reset-body": .resetMidBody, "reset-upload": .resetMidUpload,
        "malformed-json": .malformedJSON, "wrong-shape": .wrongShapeJSON,
        "redirect-loop": .redirectLoop, "double-pages": .doublePages,
        "html-answer": .htmlAnswer, "reset-answer": .resetAnswer,
      ]
      guard let fault = plain[name] else { throw .unknownName(name, rule: rule) }
      guard value == nil else { throw .badValue(item, rule: rule, expected: "no value") }
      return fault
    }
  }

  private static func retryAfter(
    _ value: String?, item: String, rule: String
  ) throws(SpecError) -> Fault.RetryAfter {
    let (what, example) = ("seconds or date+seconds", "retry-after:2")
    if let value, value.hasPrefix("date+") {
      let seconds = try whole(
        String(value.dropFirst(5)), in: retryAfters, item: item, rule: rule, expected: what,
        example: example)
      return .date(secondsFromNow: seconds)
    }
    return .seconds(
      try whole(value, in: retryAfters, item: item, rule: rule, expected: what, example: example))
  }

  private static func split(_ item: String) -> (name: String, value: String?) {
    let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count == 2 ? parts[1] : nil)
  }

  /// `value` as a whole number in `range`, or `fallback` when no value is given.
  private static func whole(
    _ value: String?, or fallback: Int, in range: ClosedRange<Int>, item: String, rule: String,
    expected: String, example: String
  ) throws(SpecError) -> Int {
    guard value != nil else { return fallback }
    return try whole(
      value, in: range, item: item, rule: rule, expected: expected, example: example)
  }

  /// `value` as a whole number in `range`.
  private static func whole(
    _ value: String?, in range: ClosedRange<Int>, item: String, rule: String, expected: String,
    example: String
  ) throws(SpecError) -> Int {
    try number(value, item: item, rule: rule, expected: expected, example: example) {
      text throws(InputNumber.Refusal) in try InputNumber.whole(text, in: range)
    }
  }

  /// `value` as `read` takes it; missing or refused, the message names the item, what it is
  /// (`expected`), the range and an example.
  private static func number<Number>(
    _ value: String?, item: String, rule: String, expected: String, example: String,
    reading read: (String) throws(InputNumber.Refusal) -> Number
  ) throws(SpecError) -> Number {
    do throws(InputNumber.Refusal) {
      return try read(value ?? "")
    } catch {
      throw .badValue(item, rule: rule, expected: "\(expected), \(error.expected), e.g. \(example)")
    }
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
