import Foundation
import LineFrontEnd
import Models
import Observation
import TerminalKit
import Views

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Step 0: the screen as such screens are usually first written.
enum Step0 {}

extension Step0 {
  /// The photo list as one type: it fetches, decodes, keeps its state in flags and optionals,
  /// reads the commands, pages, selects, refreshes, shows failures, and draws every line.
  ///
  /// Nothing here is wrong on purpose: it works, and it reads top to bottom. But nothing can be
  /// tested without a server and a terminal, every change touches this file, and the flags must
  /// be kept in step by hand (`reload()` resets five of them). The next steps take it apart
  /// under a test that proves the screen still behaves the same.
  @MainActor @Observable
  final class FatPhotoListScreen: LineAdapter {
    private let baseURL: URL
    private var photos: [Photo]?
    private var isLoading = false
    private var errorText: String?
    private var selectedRow: Int?
    private var firstRow = 0
    private var rowsPerPage = 20
    private var note: String?
    private(set) var isFinished = false

    init(baseURL: URL) {
      self.baseURL = baseURL
    }

    func start() async {
      await reload()
    }

    func fit(toHeight height: Int) {
      rowsPerPage = max(1, height - 3)
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
        open(words.dropFirst())
      case "back" where words.count == 1:
        if selectedRow == nil { note = "Already on the list." } else { selectedRow = nil }
      default:
        let typed = line.trimmingCharacters(in: .whitespaces)
        note = "Unknown command \"\(typed)\". Commands: next, prev, open N, back, refresh, quit."
      }
      return nil
    }

    private func page(forward: Bool) {
      guard let photos else {
        note = "There are no photos to show yet."
        return
      }
      guard selectedRow == nil else {
        note = "Type back to return to the list first."
        return
      }
      if forward {
        if firstRow + rowsPerPage >= photos.count {
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

    private func open(_ arguments: ArraySlice<Substring>) {
      guard arguments.count == 1, let row = Int(arguments[arguments.startIndex]) else {
        note = "open needs a row number, e.g. open 3."
        return
      }
      guard let photos else {
        note = "There are no photos to show yet."
        return
      }
      guard row >= 1, row <= photos.count else {
        note = "There is no row \(row) in this list of \(photos.count)."
        return
      }
      selectedRow = row - 1
    }

    // MARK: Loading

    private func reload() async {
      isLoading = true
      errorText = nil
      photos = nil
      selectedRow = nil
      firstRow = 0
      defer { isLoading = false }

      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await URLSession.shared.data(from: baseURL.appending(path: "photos"))
      } catch {
        errorText = "Could not reach the server."
        return
      }
      guard let http = response as? HTTPURLResponse else {
        errorText = "Could not reach the server."
        return
      }
      guard (200..<300).contains(http.statusCode) else {
        errorText = "The server answered \(http.statusCode)."
        return
      }
      guard let items = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
        errorText = "The server's answer is not a list of photos."
        return
      }
      var loaded: [Photo] = []
      for item in items {
        guard let id = item["id"] as? Int, let albumID = item["albumId"] as? Int,
          let title = item["title"] as? String,
          let url = (item["url"] as? String).flatMap(URL.init(string:)),
          let thumbnailURL = (item["thumbnailUrl"] as? String).flatMap(URL.init(string:))
        else {
          errorText = "The server's answer is not a list of photos."
          return
        }
        loaded.append(
          Photo(id: id, albumID: albumID, title: title, url: url, thumbnailURL: thumbnailURL))
      }
      photos = loaded
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
      } else if let photos, let selectedRow {
        let photo = photos[selectedRow]
        lines.append(Line("Photo \(selectedRow + 1) of \(photos.count)"))
        let title = SafeText(untrusted: photo.title)
        for (index, part) in title.wrapped(toWidth: screen.width - 11, maximumLines: 3)
          .enumerated()
        {
          lines.append(Line((index == 0 ? "Title      " : "           ") + part))
        }
        lines.append(Line("Album      \(photo.albumID)"))
        lines.append(Line("Image      \(untrusted: photo.url.absoluteString)"))
        lines.append(Line("Thumbnail  \(untrusted: photo.thumbnailURL.absoluteString)"))
      } else if let photos, photos.isEmpty {
        lines.append(Line("Photos · none"))
      } else if let photos {
        let lastRow = min(firstRow + rowsPerPage, photos.count)
        lines.append(Line("Photos \(firstRow + 1)–\(lastRow) of \(photos.count)"))
        let digits = String(photos.count).count
        for row in firstRow..<lastRow {
          let number = String(row + 1)
          let prefix = String(repeating: " ", count: 2 + digits - number.count) + number + "  "
          let title = SafeText.fitting(
            untrusted: photos[row].title, toWidth: screen.width - prefix.count)
          lines.append(Line("\(untrusted: prefix)" + title))
        }
      }
      lines.append(note.map { Line(SafeText(untrusted: $0)) } ?? .blank)
      lines.append(Line("next · prev · open N · back · refresh · quit"))
      return Frame(lines, on: screen)
    }
  }
}
