/// One command a screen understands, as the coordinator (which owns commands) describes it:
/// how to type it and what it does, for the help line and ``HelpView``.
public struct CommandHelp: Hashable, Sendable {
  /// How to type it, e.g. `sort title|id [desc]`.
  public let usage: SafeText
  /// What it does, in a sentence.
  public let summary: SafeText

  public init(usage: SafeText, summary: SafeText) {
    self.usage = usage
    self.summary = summary
  }
}
