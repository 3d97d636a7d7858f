import DataEngine
import Foundation
import Models

// What the photo list asks of its fetched results: the rows it opens over the store, a query
// handed over as the parts that changed, the sort descriptors for a sort a person picks, and
// the thumbnail window around the rows on screen.

/// The fetched results over the store, with the inbox that collects the change sets they
/// announce: opened together, when the list is made.
struct OpenedRows {
  let source: ListDataSource<Photo>
  let inbox: ChangeInbox

  init(store: any Store<Photo>) throws {
    source = try ListDataSource<Photo>(store: store)
    // This list takes what its own writes announced right after making them; what others
    // wrote arrives through `onArrival`.
    inbox = ChangeInbox(watching: source.controller)
  }
}

extension ListDataSource<Photo> {
  /// Hands the fetched results the parts of a query that changed from `old` to `new`.
  func requery(from old: PhotoQuery, to new: PhotoQuery) throws {
    if old.sort != new.sort { try sort(by: new.sort.descriptors) }
    if old.isGrouped != new.isGrouped { try group(new.isGrouped) }
    if old.owner != new.owner { try filter(belongingTo: new.owner) }
    if old.searchTerm != new.searchTerm { search(new.searchTerm) }
  }
}

extension ListSort where SortField == PhotoSortField {
  /// The sort descriptors for this sort. Descending by title is descending by (title, id), as
  /// the photo query has always ordered it; by id ascending needs none (ids break every tie).
  var descriptors: [SortDescriptor<Photo>] {
    switch (field, ascending) {
    case (.id, true): []
    case (.id, false): [SortDescriptor(\.id, order: .reverse)]
    case (.title, true): [SortDescriptor(\.title.folded)]
    case (.title, false):
      [SortDescriptor(\.title.folded, order: .reverse), SortDescriptor(\.id, order: .reverse)]
    }
  }
}

extension ThumbnailWindow {
  /// The window for a list whose front end shows the rows with `ids`: those rows, then as many
  /// rows after the last of them, across sections, in the list's order. Ids the list does not
  /// show are ignored.
  init(showing ids: [Photo.ID], in controller: FetchedResultsController<Photo>) {
    let paths = ids.compactMap(controller.path(of:))
    let visible = paths.compactMap(controller.entity(at:))
    var upcoming: [Photo] = []
    if let last = paths.max(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
      let sections = controller.sections
      var (section, row) = (last.section, last.row + 1)
      while upcoming.count < visible.count, sections.indices.contains(section) {
        let wanted = row..<min(sections[section].count, row + visible.count - upcoming.count)
        if !wanted.isEmpty {
          upcoming += controller.entities(inSection: section, rows: wanted)
        }
        (section, row) = (section + 1, 0)
      }
    }
    self.init(visible: visible, upcoming: upcoming)
  }
}
