import DataEngine
import Models
import TerminalKit
import ViewModels

/// The posts screen: a pure function from the posts' state and a screen to a frame, one post a
/// line, numbered for `open N`.
///
/// ```
/// Posts · 100 posts · page 1 of 10
///    1  sunt aut facere repellat provident occaecati
///    2  qui est esse
/// ```
public enum PostListView {
  /// How many rows fit on a screen `height` lines tall (as for the photo list).
  public static func pageSize(forHeight height: Int) -> Int {
    PhotoListView.pageSize(forHeight: height)
  }

  /// How `posts` fall into lines: one section, no header.
  public static func layout(of posts: [Post]) -> LineLayout {
    LineLayout(sections: posts.isEmpty ? [] : [FetchedSection(key: .all, count: posts.count)])
  }

  /// The frame for `state` on `screen`, showing the page `pager` is on, with `commands` in the
  /// help line and `message`, if any, above it.
  public static func frame(
    for state: PostListViewModel.State, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    let width = screen.width
    var segments: [HeaderBar.Segment] = []
    let body: [Line]
    switch state {
    case .idle: body = []
    case .loading:
      segments.append(.init("loading…", priority: 1, style: .barProgress))
      body = [Line("Loading posts…", style: .secondary)]
    case .failed(let failure):
      segments.append(.init("load failed — retry", priority: 1, style: .barFailure))
      body = Paragraph.failure(
        "Could not load the posts: \(untrusted: failure.message)",
        advice: RetryText.advice(for: failure), width: width)
    case .loaded(let posts, let search):
      let page = pager.page(of: layout(of: posts))
      segments.append(.init(NumberText.count(posts.count, "post"), priority: 2))
      if !search.isEmpty {
        segments.append(.init("search \"\(untrusted: search)\"", priority: 1))
      }
      if !posts.isEmpty {
        segments.append(
          page.info.window.map { .window($0, priority: 3) }
            ?? .init("page \(page.info.number) of \(page.info.count)", priority: 3))
      }
      body =
        posts.isEmpty
        ? [
          Line(
            search.isEmpty ? "The server has no posts." : "No post title has that.",
            style: .secondary)
        ]
        : lines(of: page, posts: posts, width: width)
    }
    return ScreenLayout.frame(
      title: "Posts", segments: segments, body: body, message: message, commands: commands,
      on: screen)
  }

  private static func lines(of page: LinePage, posts: [Post], width: Int) -> [Line] {
    let digits = NumberText.digitCount(posts.count)
    return page.lines.compactMap { line -> Line? in
      guard case .row(let number, let path) = line, posts.indices.contains(path.row) else {
        return nil
      }
      let title = max(0, width - RowNumber.width(digits: digits))
      var line = Line(RowNumber.spans(number, digits: digits, mark: nil))
      line.append(SafeText.fitting(untrusted: posts[path.row].title, toWidth: title))
      return line.truncated(toWidth: width)
    }
  }
}
