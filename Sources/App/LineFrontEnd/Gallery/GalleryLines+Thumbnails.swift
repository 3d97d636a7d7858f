import Coordinators
import Models
import Observation
import ViewModels
import Views

// Thumbnails follow the list: the line front end reports the rows of its page as the visible
// ones, as a table view would report its visible rows, and keeps the list's window warm.
extension GalleryLines {
  /// The ids of the rows the list's page in front shows now.
  var visibleListIDs: [Photo.ID] {
    let list = coordinator.list
    guard case .loaded(let content) = list.state else { return [] }
    let layout = PhotoListView.layout(of: content)
    return pager(of: .list(list)).page(of: layout).paths.compactMap { content.rows[$0]?.id }
  }

  /// Reports the list's visible rows and shows the prefetcher the window the list answers with,
  /// now and again each time the list's state changes (a load, a page move, a search, another
  /// list's write), through Observation rather than from each command.
  func followListWindow() {
    guard coordinator.prefetcher != nil else { return }
    let list = coordinator.list
    let visible = withObservationTracking {
      visibleListIDs
    } onChange: { [weak self] in
      // Called before the change is applied; look again once it has been.
      Task { @MainActor in self?.followListWindow() }
    }
    // The list hands its window to the prefetcher itself.
    list.visibleRowsChanged(ids: visible)
  }
}
