/// An error that knows whether the write it ended may still have reached the server and been
/// kept there: a failure the app cannot call "not saved".
///
/// Why: a write that goes out and whose answer is lost (the connection reset after the server
/// applied it) or unreadable (a proxy's HTML page in place of the JSON) has an unknown outcome.
/// Saying "was not saved" then is a guess, often wrong; a screen says it *may* have been saved
/// and reads the record again to show what the server kept.
///
/// ```swift
/// catch let error as any WriteOutcomeReporting where error.mayHaveBeenApplied {
///   // "may have been saved", then read it again
/// }
/// ```
public protocol WriteOutcomeReporting: Error {
  /// Whether the server may have applied the write although no answer says so: false only
  /// when the write surely never took effect (never sent, or refused with a status).
  var mayHaveBeenApplied: Bool { get }
}
