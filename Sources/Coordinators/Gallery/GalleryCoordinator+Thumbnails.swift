import Models
import Observation
import ViewModels

// Thumbnails follow the list: its window of rows is kept warm as it pages.
extension GalleryCoordinator {
  /// The rows the list shows now and the rows of its next page: what the prefetcher keeps warm.
  var listWindow: ThumbnailWindow {
    guard case .loaded(let content) = list.state else { return .empty }
    let visible = content.lines.compactMap {
      if case .photo(_, let photo) = $0 { photo } else { nil }
    }
    return ThumbnailWindow(visible: visible, upcoming: list.nextPagePhotos)
  }

  /// Shows the prefetcher the list's window now, and again each time the list's state changes
  /// (a load, a page move, a search), through Observation rather than from each command.
  func followListWindow() {
    guard let prefetcher else { return }
    let window = withObservationTracking {
      listWindow
    } onChange: { [weak self] in
      // Called before the change is applied; look again once it has been.
      Task { @MainActor in self?.followListWindow() }
    }
    if window != prefetcher.window { prefetcher.show(window) }
  }
}
