/// Why the photos could not be loaded: the facts, worded once, for every step from 1 on.
///
/// Step 0 wrote these sentences inline, where each failure happened. Naming the cases lets the
/// API object say what went wrong without knowing how a screen puts it, and lets a test check
/// the fact rather than a sentence.
enum PhotoLoadFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// No answer came back: the server is down, unreachable, or the connection broke.
  case unreachable
  /// The server answered with a status outside 200–299.
  case status(Int)
  /// The server answered, but not with a list of photos.
  case unreadable

  /// The sentence the screen shows, the same words step 0 used.
  var description: String {
    switch self {
    case .unreachable: "Could not reach the server."
    case .status(let code): "The server answered \(code)."
    case .unreadable: "The server's answer is not a list of photos."
    }
  }
}
