import Coordinators
import Views

/// What the Gallery's keys do, per screen: the overlay `?` shows and the hint line at the bottom.
///
/// Each entry names the command the key sends, so a person learns the line commands too.
enum GalleryKeyHelp {
  /// Every key that works on `route`, for the keys overlay.
  static func keys(for route: GalleryCoordinator.Route) -> [CommandHelp] {
    let common = [
      CommandHelp(usage: "?", summary: "Show these keys; any key closes them."),
      CommandHelp(
        usage: ":", summary: "Type a command, as at the line prompt ('help' lists them)."),
      CommandHelp(usage: "q  Ctrl-C", summary: "Leave the Gallery."),
    ]
    switch route {
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
    case .albums:
      return [
        CommandHelp(usage: "↑ ↓ PgUp PgDn", summary: "Move the cursor; the page follows it."),
        CommandHelp(usage: "Home End", summary: "Move the cursor to the first or last album."),
        CommandHelp(usage: "Enter", summary: "Show the photos of the album under the cursor."),
        CommandHelp(usage: "Esc  Backspace", summary: "Back to the photo list ('back')."),
        CommandHelp(usage: "r", summary: "Load the albums again ('refresh')."),
      ] + common
    case .videoPost:
      return VideoPostKeys.keys
    }
  }

  /// The reminder at the bottom of `route`, or of the commands' help when `route` is nil.
  static func hints(for route: GalleryCoordinator.Route?) -> SafeText {
    switch route {
    case nil: "Esc close · ? keys · : command · q quit"
    case .list: "↑↓ move · Enter open · / search · s sort · g group · r refresh · ? keys · q quit"
    case .detail: "Esc back · r refresh · ? keys · : command · q quit"
    case .albums: "PgUp PgDn page · Esc back · : open N · ? keys · q quit"
    case .videoPost: "Esc back · : caption TEXT · : post · ? keys · q quit"
    }
  }
}
