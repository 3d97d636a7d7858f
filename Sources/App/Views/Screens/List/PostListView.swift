import Models
import TerminalKit
import ViewModels
import Words

/// The posts screen: the list screen of one section (``ListScreenView``) with the posts' words,
/// each row a post's title.
///
/// ```
/// Posts · 100 posts · page 1 of 10
///    1  sunt aut facere repellat provident occaecati
///    2  qui est esse
/// ```
public enum PostListView: ListScreenWords {
  /// What the posts screen says around its rows, from Words.
  public static let words = ListWords.posts

  /// The frame for `state` on `screen`, narrowed by `search`, showing the page `pager` is on,
  /// with `commands` in the help line and `message`, if any, above it.
  public static func frame(
    for state: ListState<Post>, search: String, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    ListScreenView.frame(
      for: state, words: words, search: search, pager: pager, on: screen, commands: commands,
      message: message
    ) { post, width in Line(SafeText.fitting(untrusted: post.title, toWidth: width)) }
  }
}
