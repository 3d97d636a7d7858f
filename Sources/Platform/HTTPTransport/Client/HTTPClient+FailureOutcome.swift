// Whether a failed request may still have been applied: the fact a screen needs to say "may
// have been saved" instead of "was not saved". The app's Networking hands it to the app's
// `WriteOutcomeReporting` (HTTPClient.Failure+WriteOutcome.swift there).
extension HTTPClient.Failure {
  /// True when the request may have reached the server and been acted on: an answer arrived
  /// that could not be read (undecodable after a 2xx, too large, not HTTP), or none arrived
  /// after the request could have been sent (a reset, a timeout, a cancellation). False when it
  /// surely took no effect: a status the server refused it with, a connection never made, a
  /// URL never used, a redirect not followed. After retries, the last attempt decides.
  public var mayHaveBeenApplied: Bool {
    switch self {
    case .undecodable, .tooLarge, .malformedResponse, .timedOut, .deadlineExceeded, .cancelled:
      true
    case .unreachable(_, let reason): !Self.neverSentReasons.contains(reason)
    case .status, .invalidURL, .redirectRefused, .redirectLoop: false
    case .retriesExhausted(_, let last, _): last.mayHaveBeenApplied
    }
  }
}
