import Models
import TerminalKit
import ViewModels
import Views

/// The album list as text: a pure function of the state, the note and the screen.
///
/// What the fat screen's `frame(on:)` drew, line for line, with nothing to decide but how a
/// state reads. Titles come from a server, so they go through `SafeText`.
public enum AlbumListView {
  /// The frame for `state`, with `note` (a refusal, worded by the screen) above the help line.
  public static func frame(
    for state: AlbumListViewModel.State, note: String?, on screen: Screen
  ) -> Frame {
    var lines: [Line] = []
    switch state {
    case .idle:
      break
    case .loading:
      lines.append(Line("Albums · loading…"))
    case .failed(let failure):
      lines.append(Line("Albums · failed"))
      lines.append(Line("┌ Could not load the albums."))
      lines.append(Line("│ \(untrusted: failure.message)"))
      lines.append(Line("└ Type refresh to try again."))
    case .empty:
      lines.append(Line("Albums · none"))
    case .loaded(let page):
      lines += rows(of: page, width: screen.width)
    }
    lines.append(note.map { Line(SafeText(untrusted: $0)) } ?? .blank)
    lines.append(Line("next · prev · refresh · quit"))
    return Frame(lines, on: screen)
  }

  private static func rows(of page: AlbumListPage, width: Int) -> [Line] {
    let first = page.rows.first?.number ?? 0
    let last = page.rows.last?.number ?? 0
    var lines = [Line("Albums \(first)–\(last) of \(page.total)")]
    let digits = String(page.total).count
    for row in page.rows {
      let number = String(row.number)
      let prefix = String(repeating: " ", count: 2 + digits - number.count) + number + "  "
      let title = SafeText.fitting(untrusted: row.album.title, toWidth: width - prefix.count)
      lines.append(Line("\(untrusted: prefix)" + title))
    }
    return lines
  }
}
