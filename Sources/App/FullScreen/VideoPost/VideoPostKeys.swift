import Coordinators
import LineFrontEnd
import TerminalKit
import Views

/// A video post driven by keys: `c` types `caption ` for the person to finish, `p` posts,
/// `x` cancels, `r` retries, Escape goes back; each performs `VideoPostLines`' own
/// typed command.
///
/// Inside the Gallery the flow's keys are its declaration, `VideoPostLines/keysInFront`, which
/// binds the same keys to the same commands with the same words; this table is the VideoPost
/// sample's, whose hint line stays the same while the command help is shown.
///
/// ```swift
/// let keys = VideoPostKeys(coordinator: flow)
/// keys.press(.character("p"))  // performs .post
/// ```
@MainActor
public final class VideoPostKeys: KeyedScreen {
  /// What a key does on a video-post screen.
  enum Action: Hashable {
    /// Perform this command.
    case perform(VideoPostCommand)
    /// Open the command line with this typed, for the person to finish.
    case type(String)
  }

  /// The flow whose screen the keys act on.
  public let coordinator: VideoPostCoordinator
  /// The line front end the keys perform typed commands through and draw with.
  public let lines: VideoPostLines
  /// What the keys are doing.
  private(set) var mode = KeyMode.browsing

  /// Keys for the video post `coordinator` runs.
  public init(coordinator: VideoPostCoordinator) {
    self.coordinator = coordinator
    lines = VideoPostLines(flow: coordinator)
  }

  /// Whether keys now type into the search or the command line.
  public var takesText: Bool { mode.takesText }

  /// Handles one key; returns the work its command started (an upload), if any.
  @discardableResult
  public func press(_ key: Key) -> Task<Void, Never>? {
    switch (mode, key) {
    case (_, .interrupt):
      return lines.perform(.quit)
    case (.showingKeys, _), (.searching, _):
      mode = .browsing
    case (.prompting(let text), _):
      return mode.prompt(key, text).flatMap(lines.send)
    case (.browsing, .character("?")):
      mode = .showingKeys
    case (.browsing, _):
      switch Self.action(for: key) {
      case .perform(let command): return lines.perform(command)
      case .type(let text): mode = .prompting(text)
      case nil: break
      }
    }
    return nil
  }

  /// What `key` does on a video-post screen; nil when it does nothing there.
  nonisolated static func action(for key: Key) -> Action? {
    switch key {
    case .character("c"): .type("caption ")
    case .character(":"): .type("")
    case .character("p"): .perform(.post)
    case .character("x"): .perform(.cancel)
    case .character("r"): .perform(.retry)
    case .character("q"): .perform(.quit)
    case .escape, .backspace: .perform(.back)
    default: nil
    }
  }

  /// The reminder on the bottom line.
  nonisolated static let hints: SafeText = "c caption · p post · x cancel · r retry · Esc back"

  /// What each key does, for the overlay `?` shows.
  nonisolated static let keys = [
    CommandHelp(usage: "c", summary: "Set the caption: types 'caption ' for you to finish."),
    CommandHelp(usage: "p", summary: "Upload the video and publish the post ('post')."),
    CommandHelp(usage: "x", summary: "Stop the fetch, upload or publishing under way ('cancel')."),
    CommandHelp(usage: "r", summary: "Continue after a failure or a cancel ('retry')."),
    CommandHelp(usage: "Esc", summary: "Leave this screen, stopping anything under way ('back')."),
    CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
    CommandHelp(usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
    CommandHelp(usage: "q  Ctrl-C", summary: "Leave, stopping anything under way."),
  ]

  /// The lines' frame with the keys, or what is being typed, on the bottom line.
  public func frame(on screen: Screen) -> Frame {
    if mode == .showingKeys { return HelpView.frame(commands: Self.keys, on: screen) }
    return lines.frame(on: screen).keyed(
      cursorAt: nil,
      bottom: mode.bottomLine(
        hints: Self.hints, keeping: " · ? keys · q quit", width: screen.width), on: screen)
  }
}
