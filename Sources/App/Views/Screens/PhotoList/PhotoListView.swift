import Essentials
import Models
import TerminalKit
import ViewModels
import Words

/// The photo list screen: a pure function from the list's state and a screen to a frame.
///
/// The line front end pages the list: `pager` says which page of the rows shows, and only that
/// page's photos are read, so a frame costs the same whatever the list's length. ``ScreenLayout``
/// shows a loaded page.
public enum PhotoListView {
  /// How many list lines fit on a screen `height` lines tall (at least 1), leaving room for a
  /// message that wraps once and the "(continued)" header a page may start with.
  public static func pageSize(forHeight height: Int) -> Int {
    max(1, height - ScreenLayout.chromeHeight - (Message.maximumLines - 1) - 1)
  }

  /// How the photos of `content` fall into lines: with a header per section when grouped.
  public static func layout(of content: PhotoListContent) -> LineLayout {
    LineLayout(sections: content.rows.sections, showsHeaders: content.query.isGrouped)
  }

  /// The frame for `state` on `screen`, showing the page `pager` is on, with the coordinator's
  /// `commands` in the help line and its `message`, if any, above it.
  public static func frame(
    for state: PhotoListViewModel.State, pager: LinePager, on screen: Screen,
    commands: [CommandHelp], message: Message? = nil
  ) -> Frame {
    let width = screen.width
    let segments: [HeaderBar.Segment]
    let body: [Line]
    let note: Message?
    switch state {
    case .loaded(let content):
      let page = pager.page(of: layout(of: content))
      segments = self.segments(for: content, page: page.info, width: width)
      body = PhotoRows(content: content, page: page, width: width).lines
      note =
        message ?? refreshMessage(content.refresh, progress: content.progress)
        ?? content.changes.map { Message(.info, "Refreshed: \(untrusted: $0.summary)") }
    case .idle, .loading, .retrying, .empty, .failed:
      let status = PhotoListStatus(state: state)
      segments = status.segments(width: width)
      note = message
      body = status.lines(width: width, height: ScreenLayout.room(for: message, on: screen))
    }
    return ScreenLayout.frame(
      title: "Photos", segments: segments, body: body, message: note, commands: commands,
      on: screen)
  }

  /// Why a refresh failed (the header only says *that* it did), and any advice or countdown, on
  /// the message line while the coordinator has nothing to say, with what a load in batches
  /// brought before it failed; the todo list says it the same.
  static func refreshMessage(_ refresh: RefreshStatus, progress: LoadProgress? = nil) -> Message? {
    switch refresh {
    case .idle:
      guard let progress, let stop = progress.stop else { return nil }
      return Message(.error, SafeText(untrusted: PhotoListWords.stopped(stop, progress: progress)))
    case .refreshing: return nil
    case .failed(let failure):
      let advice: SafeText =
        failure.retryAdvice == .mayHelp ? "" : ". " + RetryText.advice(for: failure)
      let failed = PhotoListWords.refreshFailed(failure, progress: progress)
      return Message(.error, SafeText(untrusted: failed) + advice)
    case .retrying(let countdown):
      return Message(
        .error,
        "\(untrusted: PhotoListWords.refreshFailed(countdown.failure, progress: nil)). "
          + RetryText.countdown(countdown))
    }
  }

  /// What the header says about a loaded list, in display order; higher priorities give way last.
  private static func segments(
    for content: PhotoListContent, page: PageInfo, width: Int
  ) -> [HeaderBar.Segment] {
    let query = content.query
    let photos = NumberText.grouped(content.photoCount)
    let sections = NumberText.count(content.sectionCount, "section")
    var segments = [
      HeaderBar.Segment(
        "\(photos) shown in \(sections)", short: "\(photos) in \(sections)", priority: 2)
    ]
    segments += searchAndAlbum(of: query, width: width)
    let field: SafeText = query.sort.field == .id ? "id" : "title"
    let arrow: SafeText = query.sort.ascending ? "↑" : "↓"
    segments.append(.init("by \(field) \(arrow)", short: "\(field)\(arrow)", priority: 1))
    segments.append(.page(page))
    switch content.refresh {
    case .idle:
      if let progress = content.progress, progress.stop != nil {
        segments.append(
          .init(
            "stopped at \(NumberText.grouped(progress.received))", priority: 6,
            style: .barFailure))
      }
    case .refreshing:
      let text =
        content.progress.map { SafeText(untrusted: PhotoListWords.progress($0)) }
        ?? "refreshing…"
      segments.append(.init(text, priority: 6, style: .barProgress))
    case .failed: segments.append(.init("refresh failed — retry", priority: 6, style: .barFailure))
    case .retrying(let countdown):
      segments.append(
        .init("refresh failed — \(RetryText.short(countdown))", priority: 6, style: .barFailure))
    }
    return segments
  }

  /// The search term and album filter, when they narrow the list; shared with the empty state.
  static func searchAndAlbum(of query: PhotoQuery, width: Int) -> [HeaderBar.Segment] {
    var segments: [HeaderBar.Segment] = []
    if !query.searchTerm.isEmpty { segments.append(.matching(query.searchTerm, width: width)) }
    if case .album(let album) = query.albumFilter {
      segments.append(.init("album \(album)", priority: 3))
    }
    return segments
  }
}
