import Models
import ViewModels
import Views

// Each screen's commands, handled on that screen: a switch per screen over its own commands, and
// a frame per screen with its own help.
extension GalleryCoordinator {
  func onList(_ command: PhotoListCommand, _ list: PhotoListViewModel) -> Task<Void, Never>? {
    do throws(IntentError) {
      switch command {
      case .help: showsHelp = true
      case .search(let term): list.search(term)
      case .sort(let sort): list.sort(sort)
      case .group(let grouping): list.group(grouping)
      case .album(let filter): filtering(list, by: filter)
      case .open(let row): return try opening { () throws(IntentError) in try list.open(row: row) }
      case .next: try list.nextPage()
      case .previous: try list.previousPage()
      case .back: goBack()
      case .refresh: return Task { await list.load() }
      case .retry: return Task { await refusing(list.retry) }
      case .postVideo(let source): return openVideoPost(source)
      case .albums: return showAlbums()
      case .quit: isFinished = true
      }
    } catch {
      refuse(.intent(error))
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
    do throws(IntentError) {
      switch command {
      case .help: showsHelp = true
      case .open(let row):
        return try opening { () throws(IntentError) in try albums.open(row: row) }
      case .next: try albums.nextPage()
      case .previous: try albums.previousPage()
      case .back: goBack()
      case .refresh: return Task { await albums.load() }
      case .retry: return Task { await refusing(albums.retry) }
      case .quit: isFinished = true
      }
    } catch {
      refuse(.intent(error))
    }
    return nil
  }

  private func filtering(_ list: PhotoListViewModel, by filter: AlbumFilter) {
    do throws(PhotoListError) { try list.filter(filter) } catch { refuse(.photoList(error)) }
  }

  private func refusing(_ intent: () async throws(IntentError) -> Void) async {
    do throws(IntentError) { try await intent() } catch { refuse(.intent(error)) }
  }

  /// The frame for the screen in front, on `screen`: its own, or its help.
  public func frame(on screen: Screen) -> Frame {
    switch route {
    case .list(let list):
      framed(PhotoListCommand.self, on: screen) { commands in
        PhotoListView.frame(for: list.state, on: screen, commands: commands, message: message)
      }
    case .detail(let detail):
      framed(PhotoDetailCommand.self, on: screen) { commands in
        PhotoDetailView.frame(
          for: detail.state, thumbnail: detail.thumbnail, on: screen, commands: commands,
          message: message)
      }
    case .albums(let albums):
      framed(AlbumsCommand.self, on: screen) { commands in
        AlbumsView.frame(for: albums.state, on: screen, commands: commands, message: message)
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
