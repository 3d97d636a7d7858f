import Coordinators
import Models
import Observation
import ViewModels
import Views

// Thumbnails follow the list: its window of rows is kept warm as it pages.
extension GalleryLines {
  /// The rows the list shows now and the rows of its next page: what the prefetcher keeps warm.
  var listWindow: ThumbnailWindow {
    let list = coordinator.list
    guard case .loaded(let content) = list.state else { return .empty }
    let layout = PhotoListView.layout(of: content)
    let pager = pager(of: .list(list))
    let visible = pager.page(of: layout).paths.compactMap { content.rows[$0] }
    let upcoming = pager.nextPage(of: layout)?.paths.compactMap { content.rows[$0] } ?? []
    return ThumbnailWindow(visible: visible, upcoming: upcoming)
  }

  /// Shows the prefetcher the list's window now, and again each time the list's state changes
  /// (a load, a page move, a search, another list's write), through Observation rather than
  /// from each command.
  func followListWindow() {
    guard let prefetcher = coordinator.prefetcher else { return }
    let window = withObservationTracking {
      listWindow
    } onChange: { [weak self] in
      // Called before the change is applied; look again once it has been.
      Task { @MainActor in self?.followListWindow() }
    }
    if window != prefetcher.window { prefetcher.show(window) }
  }
}
