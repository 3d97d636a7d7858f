import Models
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

  /// The frame for `state` on `screen`. `message` (a refusal, say) takes the place of the
  /// last change's line.
  public static func frame(
    for state: WordListViewModel.State, on screen: Screen, commands: [CommandHelp],
    message: Message? = nil
  ) -> Frame {
    let segments: [HeaderBar.Segment]
    let body: [Line]
    switch state.words {
    case .loaded(let content):
      segments = self.segments(for: content, width: screen.width)
      body = WordRows(content: content, width: screen.width).lines
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
      Message(.info, "\(untrusted: change.action): \(ChangeSetText.text(change.changes))")
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

  private static func segments(
    for content: WordListContent, width: Int
  ) -> [HeaderBar.Segment] {
    let words = NumberText.grouped(content.wordCount)
    let sections = NumberText.count(content.sectionCount, "section")
    var segments = [
      HeaderBar.Segment("\(words) in \(sections)", short: "\(words)", priority: 3)
    ]
    let query = content.query
    if !query.searchTerm.isEmpty {
      segments.append(.matching(query.searchTerm, width: width))
    }
    let order: SafeText =
      switch (query.sort.field, query.sort.ascending) {
      case (.text, true): "A→Z"
      case (.text, false): "Z→A"
      case (.added, true): "oldest first"
      case (.added, false): "newest first"
      }
    segments.append(.init(order, priority: 1))
    segments.append(.page(content.page))
    return segments
  }

  private static func churnSegment(_ churn: ChurnProgress?) -> [HeaderBar.Segment] {
    guard let churn, churn.saved < churn.total else { return [] }
    let progress: SafeText =
      "churning \(NumberText.grouped(churn.saved))/\(NumberText.grouped(churn.total))"
    return [.init(progress, priority: 6, style: .barProgress)]
  }
}
