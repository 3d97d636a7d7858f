/// One way the fixture server can misbehave on purpose, for a test or a `--faults` run.
///
/// Some faults replace the answer (a status, a broken body, a redirect loop): the route never
/// runs. The others keep the route's answer and spoil its delivery (a delay, a stall, a body cut
/// short or reset); the route runs as usual, so an upload it receives is stored.
public enum Fault: Sendable, Hashable {
  /// Waits this long, measured on the server, before answering normally.
  case delay(Duration)
  /// Holds the answer before its first byte until the test calls `releaseStalls()` or the
  /// client goes away.
  case stallBeforeHeaders
  /// Sends the headers and half the body, then holds the rest the same way.
  case stallMidBody
  /// Answers with this status and the body `{"error": "Injected fault: status N"}`, with a
  /// `Retry-After` header when one is given.
  case status(Int, retryAfter: RetryAfter? = nil)
  /// Announces the whole body's `Content-Length`, sends half of it, and closes.
  case truncatedBody
  /// Sends the headers and half the body, then resets the connection.
  case resetMidBody
  /// Reads about half of the request body, then resets the connection without answering.
  case resetMidUpload
  /// Answers 200 with JSON cut off in the middle.
  case malformedJSON
  /// Answers 200 with valid JSON of a shape no route sends.
  case wrongShapeJSON
  /// Answers 200 with a body of `bytes` bytes; `announced` sends its `Content-Length`, otherwise
  /// the body runs until the connection closes, so a client only finds out as it arrives.
  case oversizedBody(bytes: Int, announced: Bool)
  /// Answers 302 with a `Location` pointing back at the same URL.
  case redirectLoop
  /// Answers 200 with a `Content-Encoding: deflate` body about 160 times smaller than the
  /// `decodedBytes` it expands to (a compression bomb), ended by closing the connection.
  case deflateBomb(decodedBytes: Int)
  /// Answers 200 with no `Content-Length` and a body that never ends: `[` and then spaces, sent
  /// as fast as the client reads, until it hangs up, or after `limit` bytes (a test's bound,
  /// past the client's response limit; ``FaultPlan/endlessLimit`` when none is given).
  case endlessBody(limit: Int)
  /// Takes an upload's body at `bytesPerSecond` (stored as it arrives), never answering, until
  /// the client hangs up: a server that accepts a trickle, so the offset always moves a little.
  case trickleUpload(bytesPerSecond: Int)
  /// Answers every page of a list (`_start`, `_limit`) in full, always with ids not sent
  /// before, and an `X-Total-Count` that promises more: a server whose list never ends. With
  /// `newPerPage`, only that many photos of each page are new (the rest repeat the same ids), so
  /// a load gains a few photos a page, forever.
  case endlessPages(newPerPage: Int?)
  /// Answers a page of a list with twice the rows `_limit` asked for (the route's own rows and
  /// total): a server that ignores the limit it was given, but pages.
  case doublePages
  /// Runs the route (a write is applied), then answers 200 with an HTML page in place of its
  /// JSON: a proxy's error page, or a server that answered in the wrong language.
  case htmlAnswer
  /// Runs the route (a write is applied), then resets the connection without a byte of the
  /// answer: a write the server kept whose answer was lost.
  case resetAnswer

  /// A `Retry-After` value for a status fault.
  public enum RetryAfter: Sendable, Hashable {
    /// Whole seconds: `Retry-After: 2`.
    case seconds(Int)
    /// An HTTP-date this many seconds after the answer is sent.
    case date(secondsFromNow: Int)
    /// Exactly this text, valid or not.
    case raw(String)
  }

  /// Whether the fault spoils the route's own answer rather than replacing it.
  var spoilsDelivery: Bool {
    switch self {
    case .delay, .stallBeforeHeaders, .stallMidBody, .truncatedBody, .resetMidBody, .deflateBomb,
      .endlessBody, .doublePages, .htmlAnswer, .resetAnswer:
      true
    case .oversizedBody(_, let announced):
      !announced
    case .status, .resetMidUpload, .malformedJSON, .wrongShapeJSON, .redirectLoop, .trickleUpload,
      .endlessPages:
      false
    }
  }
}

/// A fault and the requests it applies to.
public struct FaultRule: Sendable, Hashable {
  /// The paths it applies to: exact (`/photos`), a prefix ending in `*` (`/photos/*`), or `*`
  /// for every path. The query is not part of the path.
  public var path: String
  /// What goes wrong.
  public var fault: Fault
  /// How many matching requests it applies to before it is spent; nil for all of them.
  public var times: Int?
  /// The method it applies to (`PATCH`), upper case; nil for every method.
  public var method: String?

  /// Creates a rule; `times: 2` makes the first two matching requests fail, then no more, and
  /// `method: "PATCH"` leaves the path's other methods alone.
  public init(_ path: String, _ fault: Fault, times: Int? = nil, method: String? = nil) {
    self.path = path
    self.fault = fault
    self.times = times
    self.method = method?.uppercased()
  }

  /// Whether a `requestMethod` request for `requestPath` falls under this rule.
  public func matches(_ requestMethod: String, _ requestPath: String) -> Bool {
    (method.map { $0 == requestMethod.uppercased() } ?? true) && matches(requestPath)
  }

  /// Whether a request for `requestPath`, by any method, falls under this rule's path.
  public func matches(_ requestPath: String) -> Bool {
    guard path.hasSuffix("*") else { return requestPath == path }
    return requestPath.hasPrefix(path.dropLast())
  }
}

/// The faults a fixture server stages, as rules consulted in order: the first rule that matches
/// a request and is not spent decides what goes wrong with it.
///
/// ```swift
/// // The first two requests for /photos fail with 503 and Retry-After: 1, then all is well.
/// let plan = FaultPlan([FaultRule("/photos", .status(503, retryAfter: .seconds(1)), times: 2)])
/// let server = try FixtureServer.start(faults: plan)
/// ```
public struct FaultPlan: Sendable, Hashable {
  /// The rules, first match first.
  public var rules: [FaultRule]

  /// Creates a plan; an empty one stages nothing.
  public init(_ rules: [FaultRule] = []) {
    self.rules = rules
  }
}

/// A fault the server has just applied: tests wait for these to act at the right moment (cancel
/// while the server stalls, say).
public struct InjectedFault: Sendable, Hashable {
  /// The request's path.
  public let path: String
  /// The fault applied to it.
  public let fault: Fault
}
