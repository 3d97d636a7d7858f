import Coordinators
import Views

/// What the Gallery's keys do on the screen in front: the overlay `?` shows and the hint line at
/// the bottom.
///
/// Each entry names the command the key sends, so a person learns the line commands too.
@MainActor
enum GalleryKeyHelp {
  /// Every key that works on the screen in front of `coordinator`, for the keys overlay.
  static func keys(for coordinator: GalleryCoordinator) -> [CommandHelp] {
    switch coordinator.route {
    case .list:
      return [
        CommandHelp(usage: "↑ ↓", summary: "Move the cursor; the page follows it."),
        CommandHelp(usage: "PgUp PgDn", summary: "Move the cursor a page."),
        CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last photo."),
        CommandHelp(usage: "Enter", summary: "Open the photo under the cursor ('open N')."),
        CommandHelp(
          usage: "/",
          summary: "Search as you type ('search TEXT'); Enter keeps it, Escape clears it."),
        CommandHelp(usage: "s", summary: "Sort by id ↑, id ↓, title ↑, title ↓ in turn."),
        CommandHelp(usage: "g", summary: "Group by album, or not ('group album|none')."),
        CommandHelp(usage: "a", summary: "List the albums ('albums')."),
        CommandHelp(usage: "r", summary: "Load the photos again ('refresh')."),
        CommandHelp(usage: "Esc", summary: "Back, when this list was opened over another screen."),
      ] + common
    case .detail:
      return [
        CommandHelp(usage: "Esc  Backspace", summary: "Back to the list ('back')."),
        CommandHelp(usage: "r", summary: "Load this photo again ('refresh')."),
      ] + common
    case .videoPost:
      return VideoPostKeys.keys
    // A `default:` on purpose, in the front end's key map (never over a screen's state): any
    // other screen, the albums and one added later, gets the keys that work on every screen,
    // and the cursor's when it lists numbered rows, so a new screen needs no edit here.
    default:
      return (coordinator.frontRows == nil ? [] : cursor) + [
        CommandHelp(usage: "Esc  Backspace", summary: "Back to the screen before ('back')."),
        CommandHelp(usage: "r", summary: "Load this screen again ('refresh')."),
      ] + common
    }
  }

  /// The reminder at the bottom of the screen in front of `coordinator`, or of its help.
  static func hints(for coordinator: GalleryCoordinator) -> SafeText {
    if coordinator.showsHelp { return "Esc close · ? keys · : command · q quit" }
    switch coordinator.route {
    case .list:
      return "↑↓ move · Enter open · / search · s sort · g group · r refresh · ? keys · q quit"
    case .videoPost: return "Esc back · : caption TEXT · : post · ? keys · q quit"
    // On purpose, as in `keys(for:)`: the photo's detail, the albums, and any screen added later.
    default:
      return coordinator.frontRows == nil
        ? "Esc back · r refresh · ? keys · : command · q quit"
        : "PgUp PgDn page · Esc back · : open N · ? keys · q quit"
    }
  }

  /// The cursor's keys, on any screen of numbered rows: they send `next`, `prev` and `open N`.
  private static let cursor = [
    CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the page follows it."),
    CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last row."),
    CommandHelp(usage: "Enter", summary: "Open the row under the cursor ('open N')."),
  ]

  /// The keys that work on every screen.
  private static let common = [
    CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
    CommandHelp(usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
    CommandHelp(usage: "q  Ctrl-C", summary: "Leave the Gallery."),
  ]
}
