import Foundation
import Models

// The photo list over a store: loaded photos are kept there, and the rows shown are what the
// fetched results over it say, so a refresh can tell exactly what it changed.
extension PhotoListViewModel {
  /// The fetched results over the store, with the inbox that collects the change sets they
  /// announce: opened together, so one optional says whether the list is open.
  struct OpenedList {
    let source: ListDataSource<Photo>
    let inbox: ChangeInbox
  }

  /// Opens the fetched results over the store, once, and shows any photos it kept from an
  /// earlier run. False when the store cannot be read (the state then says why).
  func openList() -> Bool {
    guard opened == nil else { return true }
    do {
      let source = try ListDataSource<Photo>(store: store)
      // Only this view model writes the Gallery's store, and it takes what its writes
      // announced right after making them.
      opened = OpenedList(source: source, inbox: ChangeInbox(watching: source.controller) {})
      albums = Set(try store.fetchAll().map(\.albumID))
      if !albums.isEmpty {
        photos = .loaded
        rebuild(keepingPage: false)
      }
      return true
    } catch {
      photos = .failed(LoadFailure(error))
      publish()
      return false
    }
  }

  /// Makes the store hold exactly `received` (photos the server no longer has are deleted) in
  /// one batch, and shows the rows again; for a refresh, with what the batch changed.
  func keep(_ received: [Photo]) {
    guard let inbox = opened?.inbox else { return }
    let wasLoaded = if case .loaded = photos { true } else { false }
    do {
      let gone = Set(try store.fetchAll().map(\.id)).subtracting(received.map(\.id))
      _ = inbox.take()
      try store.write { batch in
        batch.upsert(contentsOf: received)
        for id in gone.sorted() { batch.delete(id: id) }
      }
    } catch {
      fail(error)
      return
    }
    albums = Set(received.map(\.albumID))
    needsSave = true
    photos = .loaded
    refreshStatus = .idle
    let changes = inbox.take().last ?? .empty
    rebuild(keepingPage: true, changes: wasLoaded ? changes : nil)
  }

  /// Saves what the last load wrote, so the next start shows it at once.
  func saveLoadedPhotos() async {
    guard needsSave else { return }
    needsSave = false
    do {
      try await store.save()
    } catch {
      refreshStatus = .failed(LoadFailure(message: "Could not keep the photos: \(error)"))
      publish()
    }
  }

  /// Gives the fetched results whatever part of the query changed since they last had it.
  func applyQuery() {
    guard let list = opened?.source else { return }
    let applied = appliedQuery
    do {
      if applied.sort != query.sort { try list.sort(by: Self.descriptors(for: query.sort)) }
      if applied.grouping != query.grouping { try list.group(query.grouping == .album) }
      if applied.albumFilter != query.albumFilter {
        switch query.albumFilter {
        case .all: try list.filter(belongingTo: nil)
        case .album(let album): try list.filter(belongingTo: album)
        }
      }
      if applied.searchTerm != query.searchTerm { list.search(query.searchTerm) }
      appliedQuery = query
    } catch {
      fail(error)
    }
  }

  /// The lowest and highest album with photos; nil when there are none.
  var albumRange: ClosedRange<Int>? {
    guard let low = albums.min(), let high = albums.max() else { return nil }
    return low...high
  }

  /// The rows as sections of photos, for the pager.
  func fetchedSections() -> [PhotoSection] {
    guard let controller = opened?.source.controller else { return [] }
    return controller.sections.enumerated().map { index, section in
      let key: PhotoSection.Key =
        if case .number(let album) = section.key { .album(album) } else { .all }
      return PhotoSection(
        key: key, photos: controller.entities(inSection: index, rows: 0..<section.count))
    }
  }

  /// How the last refresh changed the rows numbered `rows`.
  func marks(onRows rows: ClosedRange<Int>?) -> [Int: ChangeMark] {
    guard let lastChanges, let rows, let controller = opened?.source.controller else {
      return [:]
    }
    let marks = ChangeMarks(lastChanges)
    let pager = ListPager(
      sections: controller.sections, showsHeaders: false, pageSize: 1)
    var found: [Int: ChangeMark] = [:]
    for row in rows {
      if let path = pager.path(ofRow: row), let mark = marks.mark(at: path) { found[row] = mark }
    }
    return found
  }

  /// The sort descriptors for `sort`. Descending by title is descending by (title, id), as the
  /// photo query has always ordered it; by id ascending needs none (ids break every tie).
  static func descriptors(for sort: PhotoSort) -> [SortDescriptor<Photo>] {
    switch (sort.field, sort.ascending) {
    case (.id, true): []
    case (.id, false): [SortDescriptor(\.id, order: .reverse)]
    case (.title, true): [SortDescriptor(\.foldedTitle)]
    case (.title, false):
      [SortDescriptor(\.foldedTitle, order: .reverse), SortDescriptor(\.id, order: .reverse)]
    }
  }

  private func fail(_ error: any Error) {
    if case .loaded = photos {
      refreshStatus = .failed(LoadFailure(error))
    } else {
      photos = .failed(LoadFailure(error))
    }
    publish()
  }
}
