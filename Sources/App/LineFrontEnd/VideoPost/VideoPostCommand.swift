import Coordinators
import ViewModels
import Views
import Words

/// One thing a person can ask a video-post screen to do, parsed from a line of input;
/// ``catalog`` says what each does.
///
/// ```swift
/// try VideoPostCommand(parsing: "caption Harbour at dusk")  // .caption("Harbour at dusk")
/// try VideoPostCommand(parsing: "post now")                 // throws: Cannot use 'now'. Usage: post.
/// ```
public enum VideoPostCommand: ScreenCommand {
  case help, post, cancel, retry, status, back, quit
  /// Set the caption to the text, exactly as typed.
  case caption(String)

  /// Parses one line; surrounding spaces are ignored, the command word is not case-sensitive,
  /// and a caption keeps its text exactly.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "caption":
      guard !typed.rest.isEmpty else { throw .invalid(usage: "caption TEXT", given: []) }
      self = .caption(typed.rest)
    case "post": self = try CommandArguments.bare(.post, typed)
    case "cancel": self = try CommandArguments.bare(.cancel, typed)
    case "retry": self = try CommandArguments.bare(.retry, typed)
    case "status": self = try CommandArguments.bare(.status, typed)
    case "back", "b": self = try CommandArguments.bare(.back, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default: throw .notOneOf(typed.word, commands: Self.words)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    .help,
    CommandHelp(usage: "caption TEXT", summary: "Set the caption to TEXT."),
    CommandHelp(usage: "post", summary: "Upload the video and publish the post."),
    CommandHelp(usage: "cancel", summary: "Stop the fetch, upload or publishing under way."),
    CommandHelp(
      usage: "retry",
      summary: "Continue after a failure or a cancel; an upload resumes where it stopped."),
    CommandHelp(usage: "status", summary: "Show the screen as it is now."),
    CommandHelp(usage: "back", summary: "Leave this screen, stopping anything under way."),
    CommandHelp(usage: "quit", summary: "Leave, stopping anything under way."),
  ]
}

/// How the VideoPost commands are named in hints and refusals: the one place that turns the
/// view models' facts into "type 'retry'" (views get the words as a ``VideoPostVocabulary``).
extension VideoPostCommand {
  /// The command words the video-post frames may suggest.
  static let vocabulary = VideoPostVocabulary(
    caption: "caption", post: "post", cancel: "cancel", retry: "retry")

  /// What the person reads when the screen refused an intent: the fact, and the command that helps.
  static func refusal(_ error: VideoPostError) -> Message {
    Message(.error, SafeText(untrusted: vocabulary.refusal(error)))
  }
}
