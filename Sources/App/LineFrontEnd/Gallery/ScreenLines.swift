import Coordinators
import DataEngine
import TerminalKit
import Views

/// One Gallery screen as the line front end drives it: who reads its lines, which of them
/// interrupt its work, its keys, its rows, and its frame (or its help). Each screen makes its
/// own beside its commands (`PhotoListCommand.swift`, `GalleryLines+ListScreen.swift`, ...);
/// the front end asks the one in front and has no switch over the screens but the one that
/// makes them (``GalleryLines/lines(for:)``).
@MainActor
struct ScreenLines {
  /// Reads one line, returning the work it started.
  let handle: (String) -> Task<Void, Never>?
  /// Whether a line stops the work under way rather than wait for it.
  let interrupts: (String) -> Bool
  /// What the screen's keys do.
  let keys: () -> ScreenKeys
  /// The rows it lists; nil for a screen of no rows.
  let listing: () -> Listing?
  /// Its frame on a screen: its own, or its help.
  let frame: (Screen) -> Frame

  /// A screen read with `Command`s, each handled by `on`: `quit` interrupts its work, help
  /// lists the commands over it, and `draw` draws it on a screen with its commands and the
  /// message.
  init<Command: GalleryScreenCommand>(
    _ lines: GalleryLines, _: Command.Type, listing: @escaping () -> Listing? = { nil },
    on: @escaping (Command) -> Task<Void, Never>?, keys: @escaping () -> ScreenKeys,
    draw: @escaping (Screen, [CommandHelp], Message?) -> Frame
  ) {
    handle = { lines.deliver($0, to: on) }
    interrupts = { (try? Command(parsing: $0)) == .quit }
    self.keys = keys
    self.listing = listing
    frame = { screen in
      lines.showsHelp
        ? HelpView.frame(
          commands: Command.catalog, on: screen, message: lines.message, keepingLast: true)
        : draw(screen, Command.catalog, lines.message)
    }
  }

  /// A video post, whose flow has commands of its own: every line is its adapter's to read,
  /// and its keys are the same as in the VideoPost sample.
  init(_ flow: VideoPostLines) {
    handle = { flow.send($0) }
    interrupts = { flow.interrupts($0) }
    keys = { flow.keysInFront }
    listing = { nil }
    frame = { flow.frame(on: $0) }
  }
}
