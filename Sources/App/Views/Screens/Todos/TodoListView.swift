import Models
import TerminalKit
import ViewModels

/// The todo list screen: a pure function from the list's state and a screen to a frame. The
/// header says TodoMVC's "N items left" and the filter; each row shows its done mark and, while
/// a write of it waits for the server, that it is saving; the message line says which change
/// was not saved, and why.
///
/// ```
/// Todos · 2 items left · 1 done · all · page 1 of 1
///    1  [x] Buy milk
///    2  [ ] Walk the dog  · saving…
///    3  [ ] Call home
/// ```
public enum TodoListView {
  /// How many list lines fit on a screen `height` lines tall (as for the photo list).
  public static func pageSize(forHeight height: Int) -> Int {
    PhotoListView.pageSize(forHeight: height)
  }

  /// How the todos of `content` fall into lines: one section, no headers.
  public static func layout(of content: TodoListContent) -> LineLayout {
    LineLayout(sections: content.rows.sections)
  }

  /// The frame for `state` on `screen`, showing the page `pager` is on. `message` (a refusal,
  /// say) goes before what the writes left unsaved.
  public static func frame(
    for state: TodoListViewModel.State, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    let width = screen.width
    var segments: [HeaderBar.Segment] = []
    var body: [Line] = []
    var note = message
    switch state {
    case .idle:
      body = [Line("The todos are not loaded yet. Type 'refresh' to load them.")]
    case .loading:
      segments = [.init("loading…", priority: 1, style: .barProgress)]
      body = [Line("Loading todos…", style: .secondary)]
    case .retrying(let countdown):
      segments = [.init(RetryText.short(countdown), priority: 1, style: .barFailure)]
      body = Paragraph.failure(
        "Could not load the todos: \(untrusted: countdown.failure.message)",
        advice: RetryText.countdown(countdown), width: width)
    case .failed(let failure):
      segments = [.init("load failed", priority: 1, style: .barFailure)]
      body = Paragraph.failure(
        "Could not load the todos: \(untrusted: failure.message)",
        advice: RetryText.advice(for: failure), width: width)
    case .loaded(let content):
      let page = pager.page(of: layout(of: content))
      segments = self.segments(for: content, page: page.info)
      body = TodoLines(content: content, page: page, width: width).lines
      if body.isEmpty { body = [Line(empty(content), style: .secondary)] }
      note =
        note ?? UnsavedText.message(content.unsaved)
        ?? PhotoListView.refreshMessage(content.refresh)
    }
    return ScreenLayout.frame(
      title: "Todos", segments: segments, body: body, message: note, commands: commands,
      on: screen)
  }

  /// What the header says about a loaded list, in display order; higher priorities give way last.
  private static func segments(for content: TodoListContent, page: PageInfo) -> [HeaderBar.Segment]
  {
    let left: SafeText = content.itemsLeft == 1 ? "item left" : "items left"
    var segments: [HeaderBar.Segment] = [
      .init("\(NumberText.grouped(content.itemsLeft)) \(left)", priority: 5),
      .init("\(NumberText.grouped(content.completedCount)) done", priority: 2),
      .init(SafeText(untrusted: content.filter.rawValue), priority: 3),
      .page(page),
    ]
    switch content.refresh {
    case .idle: break
    case .refreshing: segments.append(.init("refreshing…", priority: 6, style: .barProgress))
    case .failed, .retrying:
      segments.append(.init("refresh failed", priority: 6, style: .barFailure))
    }
    return segments
  }

  /// What an empty list says, under each filter.
  private static func empty(_ content: TodoListContent) -> SafeText {
    switch content.filter {
    case .all: "Nothing to do. Type 'add TEXT' to add a todo."
    case .active: "Nothing left to do. Type 'filter all' to see every todo."
    case .completed: "Nothing done yet. Type 'filter all' to see every todo."
    }
  }
}
