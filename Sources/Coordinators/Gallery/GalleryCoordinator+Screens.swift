import Models
import ViewModels
import Views

// Each screen's commands, handled on that screen: a switch per screen over its own commands, a
// frame per screen with its own help, and the numbered rows of the screens that list some.
extension GalleryCoordinator {
  func onList(_ command: PhotoListCommand, _ list: PhotoListViewModel) -> Task<Void, Never>? {
    do throws(GalleryRefusal) {
      switch command {
      case .help: showsHelp = true
      case .search(let term): requery(list) { list.search(term) }
      case .sort(let sort): requery(list) { list.sort(sort) }
      case .group(let grouping): requery(list) { list.group(grouping) }
      case .album(let filter): filtering(list, by: filter)
      case .open(let row):
        let id = try refused(GalleryRefusal.page) { () throws(PageRefusal) in
          try photoID(inRow: row, of: list)
        }
        return try refused(GalleryRefusal.photoList) { () throws(PhotoListError) in
          try opening { () throws(PhotoListError) in try list.open(id) }
        }
      case .next: try paging(list, .next, in: Self.layout(of: list))
      case .previous: try paging(list, .previous, in: Self.layout(of: list))
      case .back: goBack()
      case .refresh: return Task { await list.load() }
      case .retry: return Task { await refusing(list.retry) }
      case .postVideo(let source): return openVideoPost(source)
      case .albums: return showAlbums()
      case .quit: isFinished = true
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  func onDetail(_ command: PhotoDetailCommand, _ detail: PhotoDetailViewModel) -> Task<Void, Never>?
  {
    switch command {
    case .help: showsHelp = true
    case .back: goBack()
    case .refresh: return Task { await detail.reload() }
    case .retry: return Task { await refusing(detail.retry) }
    case .quit: isFinished = true
    }
    return nil
  }

  func onAlbums(_ command: AlbumsCommand, _ albums: AlbumsViewModel) -> Task<Void, Never>? {
    do throws(GalleryRefusal) {
      switch command {
      case .help: showsHelp = true
      case .open(let row):
        let id = try refused(GalleryRefusal.page) { () throws(PageRefusal) in
          try albumID(inRow: row, of: albums)
        }
        return try refused(GalleryRefusal.albums) { () throws(AlbumsError) in
          try opening { () throws(AlbumsError) in try albums.open(id) }
        }
      case .next: try paging(albums, .next, in: Self.layout(of: albums))
      case .previous: try paging(albums, .previous, in: Self.layout(of: albums))
      case .back: goBack()
      case .refresh:
        resetPage(of: albums)
        return Task { await albums.load() }
      case .retry:
        resetPage(of: albums)
        return Task { await refusing(albums.retry) }
      case .quit: isFinished = true
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  /// Runs a query intent on `list` (a search, a sort, a grouping); the list starts again at its
  /// top, as the rows it shows are new.
  public func requery(_ list: PhotoListViewModel, _ intent: () -> Void) {
    intent()
    resetPage(of: list)
  }

  private func filtering(_ list: PhotoListViewModel, by filter: AlbumFilter) {
    do throws(PhotoListError) {
      try list.filter(filter)
      resetPage(of: list)
    } catch {
      refuse(.photoList(error))
    }
  }

  private func paging(
    _ screen: AnyObject, _ direction: LinePager.Direction, in layout: LineLayout
  ) throws(GalleryRefusal) {
    try refused(GalleryRefusal.page) { () throws(PageRefusal) in
      try turn(screen, direction, in: layout)
    }
  }

  /// `body`'s result, or its refusal as a ``GalleryRefusal`` made by `wrap`.
  private func refused<Value, Refusal: Error>(
    _ wrap: (Refusal) -> GalleryRefusal, _ body: () throws(Refusal) -> Value
  ) throws(GalleryRefusal) -> Value {
    do throws(Refusal) { return try body() } catch { throw wrap(error) }
  }

  private func refusing(_ intent: () async throws(IntentError) -> Void) async {
    do throws(IntentError) { try await intent() } catch { refuse(.intent(error)) }
  }

  /// The frame for the screen in front, on `screen`: its own, or its help.
  public func frame(on screen: Screen) -> Frame {
    switch route {
    case .list(let list):
      framed(PhotoListCommand.self, on: screen) { commands in
        PhotoListView.frame(
          for: list.state, pager: pager(of: list), on: screen, commands: commands,
          message: message)
      }
    case .detail(let detail):
      framed(PhotoDetailCommand.self, on: screen) { commands in
        PhotoDetailView.frame(
          for: detail.state, thumbnail: detail.thumbnail, on: screen, commands: commands,
          message: message)
      }
    case .albums(let albums):
      framed(AlbumsCommand.self, on: screen) { commands in
        AlbumsView.frame(
          for: albums.state, pager: pager(of: albums), on: screen, commands: commands,
          message: message)
      }
    case .videoPost(let flow): flow.frame(on: screen)
    }
  }

  /// The help over a screen whose commands are `Command`, or the screen, drawn by `draw`.
  private func framed<Command: ScreenCommand>(
    _: Command.Type, on screen: Screen, draw: ([CommandHelp]) -> Frame
  ) -> Frame {
    showsHelp
      ? HelpView.frame(commands: Command.catalog, on: screen, message: message)
      : draw(Command.catalog)
  }
}
