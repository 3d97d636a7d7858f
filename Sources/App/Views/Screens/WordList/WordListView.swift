import Models
import TerminalKit
import ViewModels

/// The word list screen: a pure function from the list's state (its words, last change and
/// churn progress) and a screen to a frame; the message line says what the last command changed,
/// and the rows it touched carry a mark.
///
/// ```
/// A · 2 words
///   1  apple
/// + 2  apricot
/// add "apricot": 1 inserted [0.1]
/// ```
public enum WordListView {
  /// How many list lines fit on a screen `height` lines tall (as for the photo list).
  public static func pageSize(forHeight height: Int) -> Int {
    PhotoListView.pageSize(forHeight: height)
  }

  /// How the words of `content` fall into lines: with a header per letter when grouped.
  public static func layout(of content: WordListContent) -> LineLayout {
    LineLayout(sections: content.rows.sections, showsHeaders: content.query.isGrouped)
  }

  /// The frame for `state` on `screen`, showing the page `pager` is on. `message` (a refusal,
  /// say) takes the place of the last change's line; `namedRow` is the row number the person
  /// typed for the last change, when it deleted or renamed a word.
  public static func frame(
    for state: WordListViewModel.State, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil, namedRow: Int? = nil
  ) -> Frame {
    let segments: [HeaderBar.Segment]
    let body: [Line]
    switch state.words {
    case .loaded(let content):
      let page = pager.page(of: layout(of: content))
      segments = self.segments(for: content, page: page.info, width: screen.width)
      body =
        WordRows(
          content: content, page: page, marks: state.lastChange?.marks ?? [:], width: screen.width
        ).lines
    case .empty(let reason):
      let explanation: SafeText =
        switch reason {
        case .noWords: "No words yet: 'add WORD' adds one, 'churn N' makes N changes."
        case .noMatches(let term):
          "No word contains \"\(untrusted: term)\"; 'search' alone shows every word."
        }
      segments = []
      body = [Line(explanation, style: .secondary)]
    }
    let change = state.lastChange.map { change in
      let action = SafeText(untrusted: Self.action(change.cause, row: namedRow))
      return Message(.info, "\(action): \(ChangeSetText.text(change.changes))")
    }
    return ScreenLayout.frame(
      title: "Words", segments: segments + churnSegment(state.churn), body: body,
      message: message ?? change, commands: commands, on: screen)
  }

  /// One line per churn milestone: how far it has got.
  public static func churnFrame(_ progress: ChurnProgress, on screen: Screen) -> Frame {
    let saved = NumberText.grouped(progress.saved)
    let total = NumberText.grouped(progress.total)
    return Frame([Line("churn · \(saved) of \(total) saved", style: .secondary)], on: screen)
  }

  /// What caused a change, said as the command a person types: `add "pear"`, `delete 3
  /// ("pear")` (`row` being the number they typed), `churn 10`.
  public static func action(_ cause: WordListChange.Cause, row: Int?) -> String {
    let number = row.map(String.init) ?? "?"
    return switch cause {
    case .added(let text): "add \"\(text)\""
    case .deleted(let word): "delete \(number) (\"\(word.text)\")"
    case .renamed(_, let text): "rename \(number) to \"\(text)\""
    case .searched(let term): term.isEmpty ? "search cleared" : "search \"\(term)\""
    case .sorted(let sort): "sort \(sort.field.rawValue) \(sort.ascending ? "asc" : "desc")"
    case .grouped(let grouped): grouped ? "group letter" : "group none"
    case .churning: "churn"
    case .churned(let count): "churn \(count)"
    case .storeChanged: "store changed"
    }
  }

  private static func segments(
    for content: WordListContent, page: PageInfo, width: Int
  ) -> [HeaderBar.Segment] {
    let words = NumberText.grouped(content.wordCount)
    let sections = NumberText.count(content.sectionCount, "section")
    var segments = [
      HeaderBar.Segment("\(words) in \(sections)", short: "\(words)", priority: 3)
    ]
    let query = content.query
    if !query.searchTerm.isEmpty { segments.append(.matching(query.searchTerm, width: width)) }
    let order: SafeText =
      switch (query.sort.field, query.sort.ascending) {
      case (.text, true): "A→Z"
      case (.text, false): "Z→A"
      case (.added, true): "oldest first"
      case (.added, false): "newest first"
      }
    segments.append(.init(order, priority: 1))
    segments.append(.page(page))
    return segments
  }

  private static func churnSegment(_ churn: ChurnProgress?) -> [HeaderBar.Segment] {
    guard let churn, churn.saved < churn.total else { return [] }
    let progress: SafeText =
      "churning \(NumberText.grouped(churn.saved))/\(NumberText.grouped(churn.total))"
    return [.init(progress, priority: 6, style: .barProgress)]
  }
}
