import Coordinators
import TerminalKit
import ViewModels
import Views

/// One thing a person can ask a screen of one record to do (a photo's detail, a profile, the
/// next one a student adds), parsed from a line of input; ``catalog`` says what each does. The
/// commands are declared once: what differs, the record's words, comes from `Record`. A word of
/// the photo list is refused with a pointer back to it.
///
/// ```swift
/// try PhotoDetailCommand(parsing: "refresh")     // .refresh
/// try PhotoDetailCommand(parsing: "search dog")  // throws: That works on the photo list; …
/// ```
public enum RecordCommand<Record: RecordScreenWords>: GalleryScreenCommand {
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
  public static var catalog: [CommandHelp] {
    [
      .help,
      CommandHelp(usage: "back", summary: "Return to \(Record.returnsTo)."),
      CommandHelp(usage: "refresh", summary: Record.reloading),
      CommandHelp(usage: "retry", summary: "Try a failed load again."),
      CommandHelp(usage: "quit", summary: "Leave the Gallery."),
    ]
  }
}

/// The photo detail's commands.
public typealias PhotoDetailCommand = RecordCommand<PhotoDetailView>
/// A profile's commands.
public typealias UserCommand = RecordCommand<UserView>

// A screen of one record: its commands handled, and its keys at a terminal.
extension GalleryLines {
  /// A screen of one record as the line front end drives it: no rows; `refresh` and `r` call
  /// `reload`, `retry` calls `retry`, and `draw` draws it.
  func recordScreen<Record: RecordScreenWords>(
    _: Record.Type, reload: @escaping () async -> Void,
    retry: @escaping () async throws(IntentError) -> Void,
    draw: @escaping (Screen, [CommandHelp], Message?) -> Frame
  ) -> ScreenLines {
    ScreenLines(
      self, RecordCommand<Record>.self,
      on: { command in
        switch command {
        case .help: self.showsHelp = true
        case .back: self.goBack()
        case .refresh: return Task { await reload() }
        case .retry: return Task { await self.refusing(retry) }
        case .quit: self.coordinator.quit()
        }
        return nil
      },
      keys: {
        ScreenKeys(
          bindings: [.init("r", Record.reloading) { Task { await reload() } }],
          hints: "Esc back · r refresh")
      }, draw: draw)
  }
}
