import Models
import ViewModels
import Views

// What the Gallery's screens offer a front end that moves a cursor over rows and acts on keys:
// the rows in front, held by id, and each screen's keys, declared with its view model's types.
extension GalleryCoordinator {
  /// The rows of the screen in front with the page of them in view; nil while no rows show
  /// (a screen without rows, a load under way, help over them).
  public var rowsInFront: RowsInFront? {
    guard !showsHelp else { return nil }
    switch route {
    case .list(let list):
      guard case .loaded(let content) = list.state else { return nil }
      let layout = PhotoListView.layout(of: content)
      return RowsInFront(
        screen: list, layout: layout, page: pager(of: list).page(of: layout),
        id: { content.rows[$0]?.id }, path: { ($0 as? Photo.ID).flatMap(content.rows.path(of:)) })
    case .albums(let albums):
      guard case .loaded(let rows) = albums.state else { return nil }
      let layout = AlbumsView.layout(of: rows)
      return RowsInFront(
        screen: albums, layout: layout, page: pager(of: albums).page(of: layout),
        id: { rows.indices.contains($0.row) ? rows[$0.row].id : nil },
        path: { id in
          rows.firstIndex { $0.id == id as? Album.ID }.map { RowPath(section: 0, row: $0) }
        })
    case .detail, .videoPost: return nil
    }
  }

  /// Scrolls the list in front as little as it can for row `number` to be in view.
  public func scroll(toShow number: Int) {
    let screen: AnyObject
    let layout: LineLayout
    switch route {
    case .list(let list): (screen, layout) = (list, Self.layout(of: list))
    case .albums(let albums): (screen, layout) = (albums, Self.layout(of: albums))
    case .detail, .videoPost: return
    }
    // Written only when it moves: a frame scrolls before it draws, and an unchanged write
    // would still tell Observation to draw again.
    var scrolled = pager(of: screen)
    scrolled.scroll(toShow: number, in: layout)
    if scrolled != pager(of: screen) { pagers[ObjectIdentifier(screen)] = scrolled }
  }

  /// The screens open now, bottom first: a front end drops what it kept for any other.
  public var openScreens: Set<ObjectIdentifier> {
    Set(([Route.list(list)] + stack).map(\.screen))
  }

  /// What the keys of the screen in front do: Enter on a row, its own keys, its hint line.
  public var keysInFront: ScreenKeys {
    switch route {
    case .list(let list):
      ScreenKeys(
        primary: .init(verb: "open", summary: "Open the photo under the cursor.") { id in
          self.run { () throws(PhotoListError) in
            try self.opening { () throws(PhotoListError) in try list.open(id as? Photo.ID ?? -1) }
          }
        },
        bindings: [
          .init("s", "Sort by id ↑, id ↓, title ↑, title ↓ in turn.") {
            self.requery(list) { list.sort(Self.sort(after: list.query.sort)) }
            return nil
          },
          .init("g", "Group by album, or not.") {
            self.requery(list) { list.group(list.query.grouping == .none ? .album : .none) }
            return nil
          },
          .init("a", "List the albums.") { self.showAlbums() },
          .init("r", "Load the photos again.") { Task { await list.load() } },
        ],
        hints: "↑↓ move · Enter open · / search · s sort · g group · r refresh")
    case .albums(let albums):
      ScreenKeys(
        primary: .init(verb: "open", summary: "Show the photos of the album under the cursor.") {
          id in
          self.run { () throws(AlbumsError) in
            try self.opening { () throws(AlbumsError) in try albums.open(id as? Album.ID ?? -1) }
          }
        },
        bindings: [
          .init("r", "Load the albums again.") {
            self.resetPage(of: albums)
            return Task { await albums.load() }
          }
        ],
        hints: "↑↓ move · Enter open · Esc back · r refresh")
    case .detail(let detail):
      ScreenKeys(
        bindings: [.init("r", "Load this photo again.") { Task { await detail.reload() } }],
        hints: "Esc back · r refresh")
    case .videoPost:
      ScreenKeys(hints: "Esc back · : caption TEXT · : post")
    }
  }

  /// The sort `s` moves to from `sort`: by id ↑, id ↓, title ↑, title ↓, and round again.
  static func sort(after sort: PhotoSort) -> PhotoSort {
    switch (sort.field, sort.ascending) {
    case (.id, true): PhotoSort(field: .id, ascending: false)
    case (.id, false): PhotoSort(field: .title, ascending: true)
    case (.title, true): PhotoSort(field: .title, ascending: false)
    case (.title, false): PhotoSort(field: .id, ascending: true)
    }
  }

  /// Runs a key's intent with the message cleared; a refusal becomes the message.
  private func run<Refusal: Error>(
    _ intent: () throws(Refusal) -> Task<Void, Never>?
  ) -> Task<Void, Never>? where Refusal: GalleryRefusing {
    message = nil
    do throws(Refusal) { return try intent() } catch {
      refuse(error.asGalleryRefusal)
      return nil
    }
  }
}

/// An error a Gallery screen's key can meet, as the Gallery words it.
protocol GalleryRefusing: Error {
  var asGalleryRefusal: GalleryRefusal { get }
}

extension PhotoListError: GalleryRefusing {
  var asGalleryRefusal: GalleryRefusal { .photoList(self) }
}

extension AlbumsError: GalleryRefusing {
  var asGalleryRefusal: GalleryRefusal { .albums(self) }
}

extension GalleryCoordinator.Route {
  /// The view model or flow the route shows: what identifies the screen.
  var screen: ObjectIdentifier {
    switch self {
    case .list(let list): ObjectIdentifier(list)
    case .detail(let detail): ObjectIdentifier(detail)
    case .albums(let albums): ObjectIdentifier(albums)
    case .videoPost(let flow): ObjectIdentifier(flow)
    }
  }
}
