/// One command a screen understands, as the coordinator describes it: how to type it and what
/// it does.
///
/// Views do not parse commands, so they do not know them; the coordinator hands each screen its
/// list, and the same list feeds the one-line reminder at the bottom of the screen and the full
/// ``HelpView``.
///
/// ```swift
/// CommandHelp(usage: "open N", summary: "Show the photo in row N of this page.")
/// ```
public struct CommandHelp: Hashable, Sendable {
  /// How to type it, e.g. `sort title|id [desc]`.
  public let usage: SafeText
  /// What it does, in a sentence.
  public let summary: SafeText

  /// Creates a command description.
  public init(usage: SafeText, summary: SafeText) {
    self.usage = usage
    self.summary = summary
  }
}
