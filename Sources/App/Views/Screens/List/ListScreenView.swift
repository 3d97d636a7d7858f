import DataEngine
import TerminalKit
import ViewModels
import Words

/// A list screen of one section, drawn once for every such screen (the albums, the posts, the
/// next list a student adds): a pure function from a `ListState` and a screen to a frame, one
/// row a line, numbered for `open N`. What differs between the screens is passed in: their
/// words (a `ListWords`, plain strings made safe here) and how a row fills the line after its
/// number.
///
/// ```
/// Posts · 100 posts · page 1 of 10
///    1  sunt aut facere repellat provident occaecati
///    2  qui est esse
/// ```
public enum ListScreenView {
  /// How many rows fit on a screen `height` lines tall (as for the photo list).
  public static func pageSize(forHeight height: Int) -> Int {
    PhotoListView.pageSize(forHeight: height)
  }

  /// How `rows` fall into lines: one section, no header.
  public static func layout<Row>(of rows: [Row]) -> LineLayout {
    LineLayout(sections: rows.isEmpty ? [] : [FetchedSection(key: .all, count: rows.count)])
  }

  /// The frame for `state` on `screen`, worded by `words`, showing the page `pager` is on, each
  /// row filled by `cells` into the width after its number; `search` is the search in force
  /// (empty: none), with `commands` in the help line and `message`, if any, above it.
  public static func frame<Row>(
    for state: ListState<Row>, words: ListWords, search: String = "", pager: LinePager,
    on screen: Screen, commands: [CommandHelp], message: Message? = nil,
    cells: (Row, _ width: Int) -> Line
  ) -> Frame {
    let width = screen.width
    var segments: [HeaderBar.Segment] = []
    let body: [Line]
    switch state {
    case .idle: body = []
    case .loading:
      segments.append(.init("loading…", priority: 1, style: .barProgress))
      body = [Line(SafeText(untrusted: words.loading), style: .secondary)]
    case .failed(let failure):
      segments.append(.init("load failed — retry", priority: 1, style: .barFailure))
      body = Paragraph.failure(
        SafeText(untrusted: words.loadFailed(failure)),
        advice: RetryText.advice(for: failure), width: width)
    case .loaded(let rows):
      let page = pager.page(of: layout(of: rows))
      segments.append(
        .init(NumberText.count(rows.count, SafeText(untrusted: words.noun)), priority: 2))
      if let order = words.order { segments.append(.init(SafeText(untrusted: order), priority: 1)) }
      if !search.isEmpty {
        segments.append(.init("search \"\(untrusted: search)\"", priority: 1))
      }
      if !rows.isEmpty {
        segments.append(
          page.info.window.map { .window($0, priority: 3) }
            ?? .init("page \(page.info.number) of \(page.info.count)", priority: 3))
      }
      body =
        rows.isEmpty
        ? [
          Line(SafeText(untrusted: search.isEmpty ? words.none : words.noMatch), style: .secondary)
        ]
        : lines(of: page, rows: rows, width: width, cells: cells)
    }
    return ScreenLayout.frame(
      title: SafeText(untrusted: words.title), segments: segments, body: body, message: message,
      commands: commands,
      on: screen)
  }

  private static func lines<Row>(
    of page: LinePage, rows: [Row], width: Int, cells: (Row, Int) -> Line
  ) -> [Line] {
    // Numbers are right-aligned to the widest in the whole list, so the rows keep one column.
    let digits = NumberText.digitCount(rows.count)
    let rest = max(0, width - RowNumber.width(digits: digits))
    return page.lines.compactMap { line -> Line? in
      guard case .row(let number, let path) = line, rows.indices.contains(path.row) else {
        return nil
      }
      var line = Line(RowNumber.spans(number, digits: digits, mark: nil))
      line.append(cells(rows[path.row], rest))
      return line.truncated(toWidth: width)
    }
  }
}

/// A list screen of one section's view, as its front ends read it: its words (its value of
/// `ListWords`), which its commands, keys and help use too, so a new list names them once,
/// beside its rows' look.
public protocol ListScreenWords {
  /// What the list says.
  static var words: ListWords { get }
}
