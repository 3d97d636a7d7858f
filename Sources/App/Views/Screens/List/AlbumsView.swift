import Models
import TerminalKit
import ViewModels
import Words

/// The albums screen: the list screen of one section (``ListScreenView``) with the albums'
/// words, each row an album's title, its owner and its photo count.
///
/// ```
/// Albums · 100 albums · by title · page 1 of 10
///    1  Amber harbour                  Zoë Ångström      50 photos
///    2  Autumn light                   Ola Nordmann      50 photos
/// ```
public enum AlbumsView: ListScreenWords {
  /// What the albums screen says around its rows, from Words.
  public static let words = ListWords.albums

  /// The frame for `state` on `screen`, showing the page `pager` is on, with the coordinator's
  /// `commands` in the help line and its `message`, if any, above it.
  public static func frame(
    for state: ListState<AlbumRow>, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    // Owners' names give way, so titles keep most of the line.
    let owner = min(18, screen.width / 4)
    return ListScreenView.frame(
      for: state, words: words, pager: pager, on: screen, commands: commands, message: message
    ) { row, width in cells(row, width: width, owner: owner) }
  }

  /// An album's row after its number, `width` columns: the title, then the owner in `owner`
  /// columns and the photo count, which keep their place as the title gives way.
  static func cells(_ row: AlbumRow, width: Int, owner: Int) -> Line {
    let photos = NumberText.count(row.photoCount, "photo")
    let title = max(0, width - owner - photos.width - 4)
    var line = Line(
      SafeText.fitting(untrusted: row.album.title, toWidth: title).padded(toWidth: title))
    line.append("  ")
    line.append(
      SafeText.fitting(untrusted: Self.owner(of: row), toWidth: owner).padded(toWidth: owner),
      style: .secondary)
    line.append("  ")
    line.append(photos, style: .secondary)
    return line
  }

  /// The owner as the terminal names them: by name, or by number ("user 7") when the server
  /// lists no such user.
  static func owner(of row: AlbumRow) -> String { row.ownerName ?? "user \(row.album.userID)" }
}
