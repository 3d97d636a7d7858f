import Coordinators
import ViewModels
import Views

/// One thing a person can ask a photo's detail to do, parsed from a line of input; ``catalog``
/// says what each does. A word of the photo list is refused with a pointer back to it.
///
/// ```swift
/// try PhotoDetailCommand(parsing: "refresh")     // .refresh
/// try PhotoDetailCommand(parsing: "search dog")  // throws: That works on the photo list; …
/// ```
public enum PhotoDetailCommand: GalleryScreenCommand {
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
    CommandHelp(usage: "back", summary: "Return to the photo list."),
    CommandHelp(usage: "refresh", summary: "Load this photo again."),
    CommandHelp(usage: "retry", summary: "Try a failed load again."),
    CommandHelp(usage: "quit", summary: "Leave the Gallery."),
  ]
}

// The detail: its commands handled, and its keys at a terminal.
extension GalleryLines {
  /// The detail as the line front end drives it: no rows.
  func photoDetail(_ detail: PhotoDetailViewModel) -> ScreenLines {
    ScreenLines(
      self, PhotoDetailCommand.self, on: { self.onDetail($0, detail) },
      keys: { self.detailKeys(detail) }
    ) { screen, commands, message in
      PhotoDetailView.frame(
        for: detail.state, thumbnail: detail.thumbnail, on: screen, commands: commands,
        message: message)
    }
  }

  func onDetail(_ command: PhotoDetailCommand, _ detail: PhotoDetailViewModel) -> Task<Void, Never>?
  {
    switch command {
    case .help: showsHelp = true
    case .back: goBack()
    case .refresh: return Task { await detail.reload() }
    case .retry: return Task { await refusing(detail.retry) }
    case .quit: coordinator.quit()
    }
    return nil
  }

  /// The detail's keys: no rows, so no Enter.
  func detailKeys(_ detail: PhotoDetailViewModel) -> ScreenKeys {
    ScreenKeys(
      bindings: [.init("r", "Load this photo again.") { Task { await detail.reload() } }],
      hints: "Esc back · r refresh")
  }
}
