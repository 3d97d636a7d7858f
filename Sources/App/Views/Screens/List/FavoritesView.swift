import Models
import TerminalKit
import ViewModels
import Words

/// The favorites screen: the list screen of one section (``ListScreenView``) with the favorites'
/// words, each row a favorite photo's title and, at the right, which photo it is.
///
/// ```
/// Favorites · 200 favorites · page 1 of 12
///     1  Harbour at dusk ␛[31mRED ALERT␛[0m gpj.exe⇥after a tab↵second l…  photo 7
///     2  Cold trip                                                        photo 32
/// ```
public enum FavoritesView: ListScreenWords {
  /// What the favorites screen says around its rows, from Words.
  public static let words = ListWords.favorites

  /// The frame for `state` on `screen`, narrowed by `search`, showing the page `pager` is on,
  /// with `commands` in the help line and `message`, if any, above it.
  public static func frame(
    for state: ListState<Favorite>, search: String, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    ListScreenView.frame(
      for: state, words: words, search: search, pager: pager, on: screen, commands: commands,
      message: message, cells: cells)
  }

  /// A favorite's row after its number, `width` columns: its title, then its photo's id at the
  /// right, which keeps its place as the title gives way.
  static func cells(_ favorite: Favorite, width: Int) -> Line {
    let photo: SafeText = "photo \(favorite.photoID)"
    let title = max(0, width - photo.width - 2)
    var line = Line(
      SafeText.fitting(untrusted: favorite.title, toWidth: title).padded(toWidth: title))
    line.append("  ")
    line.append(photo, style: .secondary)
    return line
  }
}
