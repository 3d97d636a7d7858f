/// A note under a screen's content: the result of the last command, made safe on the way in
/// (failure messages can carry a server's text).
public struct Message: Hashable, Sendable {
  /// What kind of note it is.
  public enum Kind: Hashable, Sendable {
    /// Something happened as asked.
    case info
    /// A command was refused or failed.
    case error
  }

  public let kind: Kind
  public let text: SafeText

  public init(_ kind: Kind, _ text: SafeText) {
    self.kind = kind
    self.text = text
  }

  /// An error message, made safe from any string.
  public static func error(_ untrusted: String) -> Message {
    Message(.error, SafeText(untrusted: untrusted))
  }

  /// An informational message, made safe from any string.
  public static func info(_ untrusted: String) -> Message {
    Message(.info, SafeText(untrusted: untrusted))
  }

  /// The most lines a message takes: a long one wraps once, then ends in an ellipsis.
  public static let maximumLines = 2

  /// The message wrapped to `width`, on one line or ``maximumLines``, an error in the failure
  /// style.
  ///
  /// ```swift
  /// Message.error("No row 9.").lines(width: 40)  // one line, in the failure style
  /// ```
  public func lines(width: Int) -> [Line] {
    text.wrapped(toWidth: width, maximumLines: Self.maximumLines).map { part in
      Line(part, style: kind == .error ? .failure : .plain)
    }
  }
}
