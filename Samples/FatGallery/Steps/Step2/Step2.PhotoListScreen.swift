import Foundation
import LineFrontEnd
import Models
import Observation
import TerminalKit
import Views

extension Step2 {
  /// Step 1's screen with its rows and paging in ``PhotoDataSource`` and its selection in
  /// ``PhotoListDelegate``.
  ///
  /// What stays is loading, the commands, the detail and the alert: the screen still owns
  /// reloading and still wires everything itself.
  @MainActor @Observable
  final class PhotoListScreen: LineAdapter {
    private let api: Step1.PhotoAPI
    private var dataSource: PhotoDataSource?
    private var isLoading = false
    private var errorText: String?
    private var selected: (row: Int, photo: Photo)?
    private var rowsPerPage = 20
    private var note: String?
    private(set) var isFinished = false

    init(api: Step1.PhotoAPI) {
      self.api = api
    }

    func start() async {
      await reload()
    }

    func fit(toHeight height: Int) {
      rowsPerPage = max(1, height - 3)
      dataSource?.rowsPerPage = rowsPerPage
    }

    // MARK: Commands

    @discardableResult

    func send(_ line: String) -> Task<Void, Never>? {
      note = nil
      let words = line.split(separator: " ")
      switch words.first {
      case "quit" where words.count == 1:
        isFinished = true
      case "refresh" where words.count == 1:
        return Task { await reload() }
      case "next" where words.count == 1, "prev" where words.count == 1:
        page(forward: words[0] == "next")
      case "open":
        let delegate = PhotoListDelegate { [weak self] row, photo in self?.selected = (row, photo) }
        note = delegate.open(words.dropFirst(), in: dataSource)
      case "back" where words.count == 1:
        if selected == nil { note = "Already on the list." } else { selected = nil }
      default:
        let typed = line.trimmingCharacters(in: .whitespaces)
        note = "Unknown command \"\(typed)\". Commands: next, prev, open N, back, refresh, quit."
      }
      return nil
    }

    private func page(forward: Bool) {
      guard dataSource != nil else {
        note = "There are no photos to show yet."
        return
      }
      guard selected == nil else {
        note = "Type back to return to the list first."
        return
      }
      if forward {
        if dataSource?.showNextPage() == false { note = "This is the last page." }
      } else {
        if dataSource?.showPreviousPage() == false { note = "This is the first page." }
      }
    }

    // MARK: Loading

    private func reload() async {
      isLoading = true
      errorText = nil
      dataSource = nil
      selected = nil
      defer { isLoading = false }
      do {
        dataSource = PhotoDataSource(photos: try await api.photos(), rowsPerPage: rowsPerPage)
      } catch {
        errorText = error.description
      }
    }

    // MARK: Drawing

    func frame(on screen: Screen) -> Frame {
      var lines: [Line] = []
      if isLoading {
        lines.append(Line("Photos · loading…"))
      } else if let errorText {
        lines.append(Line("Photos · failed"))
        lines.append(Line("┌ Could not load the photos."))
        lines.append(Line("│ \(untrusted: errorText)"))
        lines.append(Line("└ Type refresh to try again."))
      } else if let dataSource, let selected {
        let photo = selected.photo
        lines.append(Line("Photo \(selected.row) of \(dataSource.photos.count)"))
        let title = SafeText(untrusted: photo.title)
        for (index, part) in title.wrapped(toWidth: screen.width - 11, maximumLines: 3)
          .enumerated()
        {
          lines.append(Line((index == 0 ? "Title      " : "           ") + part))
        }
        lines.append(Line("Album      \(photo.albumID)"))
        lines.append(Line("Image      \(untrusted: photo.url.absoluteString)"))
        lines.append(Line("Thumbnail  \(untrusted: photo.thumbnailURL.absoluteString)"))
      } else if let dataSource {
        lines.append(Line(dataSource.header))
        lines += dataSource.rows(width: screen.width)
      }
      lines.append(note.map { Line(SafeText(untrusted: $0)) } ?? .blank)
      lines.append(Line("next · prev · open N · back · refresh · quit"))
      return Frame(lines, on: screen)
    }
  }
}
