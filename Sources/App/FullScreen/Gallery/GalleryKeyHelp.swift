import Coordinators
import LineFrontEnd
import Views

/// What the Gallery's keys do on the screen in front: the overlay `?` shows and the hint line at
/// the bottom. Each screen's own part (Enter, its keys, its hints) is its declaration,
/// ``ScreenKeys``; this adds the keys every screen shares.
@MainActor
enum GalleryKeyHelp {
  /// Every key that works on the screen in front of `lines`, for the keys overlay.
  static func keys(for lines: GalleryLines) -> [CommandHelp] {
    if case .videoPost = lines.coordinator.front { return VideoPostKeys.keys }
    let declared = lines.keysInFront
    let moving = declared.primary == nil ? [] : cursor
    let search: [CommandHelp] =
      if case .list = lines.coordinator.front {
        [
          CommandHelp(
            usage: "/", summary: "Search as you type; Enter keeps it, Escape clears it.")
        ]
      } else { [] }
    return moving + declared.help + search + [
      CommandHelp(usage: "Esc  Backspace", summary: "Back to the screen before.")
    ] + common
  }

  /// The reminder at the bottom of the screen in front of `lines`, or of its help.
  static func hints(for lines: GalleryLines) -> SafeText {
    if lines.showsHelp { return "Esc close · ? keys · : command · q quit" }
    return lines.keysInFront.hints + " · ? keys · q quit"
  }

  /// The cursor's keys, on any screen whose rows Enter acts on.
  private static let cursor = [
    CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the list scrolls with it."),
    CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last row."),
  ]

  /// The keys that work on every screen.
  private static let common = [
    CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
    CommandHelp(usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
    CommandHelp(usage: "q  Ctrl-C", summary: "Leave the Gallery."),
  ]
}
