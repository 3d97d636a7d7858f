import Foundation
import LineFrontEnd
import TerminalKit
import Views

extension Step3 {
  /// Owns reloading and connects the pieces: the API object, the data source, the delegate
  /// and the screen. It reads the commands and tells the screen what to show.
  ///
  /// The screen shrinks to drawing; this type can be tested with the screen's properties as
  /// its output. It still needs a real `PhotoAPI`, though, and the screen's flags can still
  /// contradict each other: the next step fixes both.
  @MainActor
  final class PhotoListCoordinator: LineAdapter {
    private let api: Step1.PhotoAPI
    let screen = PhotoListScreen()
    private var rowsPerPage = 20
    private(set) var isFinished = false

    init(api: Step1.PhotoAPI) {
      self.api = api
    }

    func start() async {
      await reload()
    }

    func fit(toHeight height: Int) {
      rowsPerPage = max(1, height - 3)
      screen.dataSource?.rowsPerPage = rowsPerPage
    }

    func frame(on screen: Screen) -> Frame {
      self.screen.frame(on: screen)
    }

    @discardableResult

    func send(_ line: String) -> Task<Void, Never>? {
      screen.note = nil
      let words = line.split(separator: " ")
      switch words.first {
      case "quit" where words.count == 1:
        isFinished = true
      case "refresh" where words.count == 1:
        return Task { await reload() }
      case "next" where words.count == 1, "prev" where words.count == 1:
        screen.note = page(forward: words[0] == "next")
      case "open":
        let delegate = Step2.PhotoListDelegate { [screen] row, photo in
          screen.selected = (row, photo)
        }
        screen.note = delegate.open(words.dropFirst(), in: screen.dataSource)
      case "back" where words.count == 1:
        if screen.selected == nil { screen.note = "Already on the list." }
        screen.selected = nil
      default:
        let typed = line.trimmingCharacters(in: .whitespaces)
        screen.note =
          "Unknown command \"\(typed)\". Commands: next, prev, open N, back, refresh, quit."
      }
      return nil
    }

    /// Pages the list; returns the note saying why not, if it could not.
    private func page(forward: Bool) -> String? {
      guard screen.dataSource != nil else { return "There are no photos to show yet." }
      guard screen.selected == nil else { return "Type back to return to the list first." }
      if forward {
        return screen.dataSource?.showNextPage() == false ? "This is the last page." : nil
      }
      return screen.dataSource?.showPreviousPage() == false ? "This is the first page." : nil
    }

    private func reload() async {
      screen.isLoading = true
      screen.errorText = nil
      screen.dataSource = nil
      screen.selected = nil
      defer { screen.isLoading = false }
      do {
        let photos = try await api.photos()
        screen.dataSource = Step2.PhotoDataSource(photos: photos, rowsPerPage: rowsPerPage)
      } catch {
        screen.errorText = error.description
      }
    }
  }
}
