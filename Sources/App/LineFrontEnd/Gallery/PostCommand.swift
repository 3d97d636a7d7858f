import Coordinators
import Models
import ViewModels
import Views
import Words

/// One thing a person can ask a post's screen to do, parsed from a line of input; ``catalog``
/// says what each does. A word of the photo list is refused with a pointer back to it.
///
/// ```swift
/// try PostCommand(parsing: "comment Lovely light")  // .comment("Lovely light"), added at once
/// try PostCommand(parsing: "comment")               // throws: the comment needs its text
/// ```
public enum PostCommand: GalleryScreenCommand {
  case help, author, back, refresh, quit
  /// Add a comment saying the text: it shows at once, marked saving until the server answers.
  case comment(String)

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive; a comment keeps its text as typed.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "comment", "c":
      guard !typed.rest.isEmpty else { throw .invalid(usage: "comment TEXT", given: []) }
      self = .comment(typed.rest)
    case "author": self = try CommandArguments.bare(.author, typed)
    case "back", "b": self = try CommandArguments.bare(.back, typed)
    case "refresh": self = try CommandArguments.bare(.refresh, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default:
      throw CommandError.notOneOf(typed.word, commands: Self.words).pointingToPhotoList(for: line)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    .help,
    CommandHelp(usage: "comment TEXT", summary: "Add a comment saying TEXT."),
    CommandHelp(usage: "author", summary: "Show the profile of who wrote the post."),
    CommandHelp(usage: "back", summary: "Return to the posts."),
    CommandHelp(usage: "refresh", summary: "Load the post and its comments again."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]
}

// A post: its commands handled, its keys at a terminal, and its refusals' words.
extension GalleryLines {
  /// A post as the line front end drives it: no rows.
  func post(_ post: PostViewModel) -> ScreenLines {
    ScreenLines(
      self, PostCommand.self, on: { self.onPost($0, post) }, keys: { self.postKeys(post) }
    ) { screen, commands, message in
      PostView.frame(for: post.state, on: screen, commands: commands, message: message)
    }
  }

  func onPost(_ command: PostCommand, _ post: PostViewModel) -> Task<Void, Never>? {
    switch command {
    case .help: showsHelp = true
    case .comment(let text): return commenting(text, on: post)
    case .author: return showingAuthor(of: post)
    case .back: goBack()
    case .refresh: return Task { await post.load() }
    case .quit: coordinator.quit()
    }
    return nil
  }

  /// The post's keys: no rows; `c` asks for a comment's text and adds it.
  func postKeys(_ post: PostViewModel) -> ScreenKeys {
    ScreenKeys(
      bindings: [
        .asking("c", "Add a comment: type its text, then Enter.") {
          .init { text in self.commenting(text, on: post) }
        },
        .init("a", "Show the profile of who wrote the post.") { self.showingAuthor(of: post) },
        .init("r", "Load the post and its comments again.") { Task { await post.load() } },
      ],
      hints: "c comment · a author · Esc back · r refresh")
  }

  /// Asks `post` to show its author; a refusal becomes the message.
  private func showingAuthor(of post: PostViewModel) -> Task<Void, Never>? {
    run { () throws(PostError) in try showing(post.openAuthor) }
  }

  /// Adds a comment saying `text` to `post`; a refusal becomes the message.
  private func commenting(_ text: String, on post: PostViewModel) -> Task<Void, Never>? {
    run { () throws(PostError) in try post.comment(text) }
  }
}

extension PostError: GalleryRefusing {
  /// The post's words, and for a post not loaded yet, the command that loads it.
  var galleryWords: String {
    if case .notLoaded = self { return "The post has not loaded yet; refresh loads it." }
    return PostWords.refusal(self)
  }
}
