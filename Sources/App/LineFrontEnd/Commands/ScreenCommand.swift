import Views

/// The shape every screen's commands share, in all three samples: a line parses into one of the
/// screen's own commands or is refused with a line saying what is valid, and the screen's help
/// lists what each command does. A screen knows only its own words, so adding a command to one
/// screen changes no other screen's parsing, help or refusals.
///
/// ```swift
/// let command = try PhotoDetailCommand(parsing: "refresh")  // .refresh
/// PhotoDetailCommand.catalog.map(\.usage)                   // help, back, refresh, retry, quit
/// ```
public protocol ScreenCommand: Hashable, Sendable {
  /// Every word the screen accepts, in the order a refusal lists them.
  static var words: [String] { get }
  /// What each command does, as the help line and the help screen show it; `help` comes first,
  /// because the help line drops commands from the end when space runs out.
  static var catalog: [CommandHelp] { get }
  /// The command that shows ``catalog`` over the screen.
  static var help: Self { get }

  /// Parses one line; surrounding spaces are ignored and the command word is not
  /// case-sensitive. A line that is no command of this screen throws a ``CommandError`` whose
  /// description names what is valid.
  init(parsing line: String) throws(CommandError)
}

extension ScreenCommand {
  /// `line` as a command of this screen, or nil after `refuse` got the line naming what is valid:
  /// how every line adapter reads its input.
  static func parse(_ line: String, refusing refuse: (Message) -> Void) -> Self? {
    do throws(CommandError) {
      return try Self(parsing: line)
    } catch {
      refuse(.error(error.description))
      return nil
    }
  }

  /// The first word of each command in ``catalog``: a screen lists its words once, in its help.
  public static var words: [String] { catalog.map { String($0.usage.string.prefix { $0 != " " }) } }
}
