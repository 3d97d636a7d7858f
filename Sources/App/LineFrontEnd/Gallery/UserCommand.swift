import Coordinators
import ViewModels
import Views

/// One thing a person can ask a profile to do, parsed from a line of input; ``catalog`` says
/// what each does. A word of the photo list is refused with a pointer back to it.
///
/// ```swift
/// try UserCommand(parsing: "refresh")   // .refresh
/// ```
public enum UserCommand: GalleryScreenCommand {
  case help, back, refresh, retry, quit

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive.
  public init(parsing line: String) throws(CommandError) {
    let typed = TypedLine(line)
    switch typed.word.lowercased() {
    case "help", "?": self = try CommandArguments.bare(.help, typed)
    case "back", "b": self = try CommandArguments.bare(.back, typed)
    case "refresh": self = try CommandArguments.bare(.refresh, typed)
    case "retry": self = try CommandArguments.bare(.retry, typed)
    case "quit", "q", "exit": self = try CommandArguments.bare(.quit, typed)
    default:
      throw CommandError.notOneOf(typed.word, commands: Self.words).pointingToPhotoList(for: line)
    }
  }

  /// What each command does, as the help line and help screen show it; `help` first.
  public static let catalog: [CommandHelp] = [
    .help,
    CommandHelp(usage: "back", summary: "Return to the screen before."),
    CommandHelp(usage: "refresh", summary: "Load this profile again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]
}

// A profile: its commands handled, and its keys at a terminal.
extension GalleryLines {
  /// A profile as the line front end drives it: no rows.
  func profile(_ user: UserViewModel) -> ScreenLines {
    ScreenLines(
      self, UserCommand.self, on: { self.onProfile($0, user) },
      keys: {
        ScreenKeys(
          bindings: [.init("r", "Load this profile again.") { Task { await user.load() } }],
          hints: "Esc back · r refresh")
      }
    ) { screen, commands, message in
      UserView.frame(for: user.state, on: screen, commands: commands, message: message)
    }
  }

  private func onProfile(_ command: UserCommand, _ user: UserViewModel) -> Task<Void, Never>? {
    switch command {
    case .help: showsHelp = true
    case .back: goBack()
    case .refresh: return Task { await user.load() }
    case .retry: return Task { await refusing(user.retry) }
    case .quit: coordinator.quit()
    }
    return nil
  }
}
