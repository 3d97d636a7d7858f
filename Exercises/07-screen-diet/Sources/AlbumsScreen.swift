import LineFrontEnd
import Models
import Observation
import TerminalKit
import ViewModels
import Views

/// The albums screen as such screens are first written: it loads, keeps its state in flags and
/// optionals, reads the commands, pages, and draws every line.
///
/// It works, and it reads top to bottom; `AlbumsScreenTranscriptTests` pins exactly what it
/// shows. But none of it can be tested without typing commands and reading frames, and the
/// flags must be kept in step by hand (`reload()` resets four of them). The exercise takes it
/// apart into ``AlbumListViewModel`` and ``AlbumListView``, and leaves this type the thin part
/// that parses, words and draws.
@MainActor
@Observable
public final class AlbumsScreen: LineAdapter {
  /// The screen's logic; the fat screen ignores it (step 3 of the README).
  public let viewModel: AlbumListViewModel
  @ObservationIgnored private let service: any PhotoService
  private var albums: [Album]?
  private var isLoading = false
  private var errorText: String?
  private var firstRow = 0
  private var rowsPerPage = 20
  private var note: String?
  /// Whether the person typed quit.
  public private(set) var isFinished = false

  /// A screen listing the albums `service` has.
  public init(service: any PhotoService) {
    self.service = service
    viewModel = AlbumListViewModel(service: service)
  }

  /// Loads the albums.
  public func start() async {
    await reload()
  }

  /// Fits a page to the terminal: a header, the note and the help line take three lines.
  public func fit(toHeight height: Int) {
    rowsPerPage = max(1, height - 3)
  }

  /// Reads one typed line; a refresh is returned as the work it started.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    note = nil
    switch line.trimmingCharacters(in: .whitespaces) {
    case "quit": isFinished = true
    case "refresh": return Task { await reload() }
    case "next": page(forward: true)
    case "prev": page(forward: false)
    case let typed:
      note = "Unknown command \"\(typed)\". Commands: next, prev, refresh, quit."
    }
    return nil
  }

  private func page(forward: Bool) {
    guard let albums, !albums.isEmpty else {
      note = "There are no albums to page through."
      return
    }
    if forward {
      if firstRow + rowsPerPage >= albums.count {
        note = "This is the last page."
      } else {
        firstRow += rowsPerPage
      }
    } else {
      if firstRow == 0 {
        note = "This is the first page."
      } else {
        firstRow = max(0, firstRow - rowsPerPage)
      }
    }
  }

  private func reload() async {
    isLoading = true
    errorText = nil
    albums = nil
    firstRow = 0
    defer { isLoading = false }
    do {
      albums = try await service.albums().sorted { $0.title < $1.title }
    } catch {
      errorText = String(describing: error)
    }
  }

  /// The screen as it is now.
  public func frame(on screen: Screen) -> Frame {
    var lines: [Line] = []
    if isLoading {
      lines.append(Line("Albums · loading…"))
    } else if let errorText {
      lines.append(Line("Albums · failed"))
      lines.append(Line("┌ Could not load the albums."))
      lines.append(Line("│ \(untrusted: errorText)"))
      lines.append(Line("└ Type refresh to try again."))
    } else if let albums, albums.isEmpty {
      lines.append(Line("Albums · none"))
    } else if let albums {
      let lastRow = min(firstRow + rowsPerPage, albums.count)
      lines.append(Line("Albums \(firstRow + 1)–\(lastRow) of \(albums.count)"))
      let digits = String(albums.count).count
      for row in firstRow..<lastRow {
        let number = String(row + 1)
        let prefix = String(repeating: " ", count: 2 + digits - number.count) + number + "  "
        let title = SafeText.fitting(
          untrusted: albums[row].title, toWidth: screen.width - prefix.count)
        lines.append(Line("\(untrusted: prefix)" + title))
      }
    }
    lines.append(note.map { Line(SafeText(untrusted: $0)) } ?? .blank)
    lines.append(Line("next · prev · refresh · quit"))
    return Frame(lines, on: screen)
  }
}
