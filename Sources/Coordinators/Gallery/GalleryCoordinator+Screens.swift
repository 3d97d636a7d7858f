import Models
import ViewModels
import Views

// Routing a command to the screen in front: each screen accepts its own commands and names
// the screen that accepts the others.
extension GalleryCoordinator {
  func handleOnList(_ command: Command) -> Task<Void, Never>? {
    do {
      switch command {
      case .search(let term): list.search(term)
      case .sort(let sort): list.sort(sort)
      case .group(let grouping): list.group(grouping)
      case .album(let filter): try list.filter(filter)
      case .open(let row):
        try list.open(row: row)
        return appearing  // a script waits for the detail's thumbnail before drawing it
      case .next: try list.nextPage()
      case .previous: try list.previousPage()
      case .refresh: return Task { await list.refresh() }
      case .retry: return Task { await retry(list.retry) }
      case .postVideo(let source): return openVideoPost(source)
      case .help, .back, .quit: break
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  func handleOnDetail(_ command: Command, _ detail: PhotoDetailViewModel) -> Task<Void, Never>? {
    switch command {
    case .refresh: return Task { await detail.reload() }
    case .retry: return Task { await retry(detail.retry) }
    case .search, .sort, .group, .album, .open, .next, .previous, .postVideo:
      message = .error("That works on the photo list; 'back' returns to it.")
    case .help, .back, .quit: break
    }
    return nil
  }

  private func retry(_ intent: () async throws(IntentError) -> Void) async {
    do {
      try await intent()
    } catch {
      refuse(error)
    }
  }

  /// The frame for the screen in front, on `screen`.
  public func frame(on screen: Screen) -> Frame {
    switch route {
    case .list:
      PhotoListView.frame(
        for: list.state, on: screen, commands: CommandCatalog.list, message: message)
    case .detail(let detail):
      PhotoDetailView.frame(
        for: detail.state, thumbnail: detail.thumbnail, on: screen,
        commands: CommandCatalog.detail, message: message)
    case .help:
      HelpView.frame(commands: commandsBelowHelp, on: screen, message: message)
    case .videoPost(let flow):
      flow.frame(on: screen)
    }
  }

  private var commandsBelowHelp: [CommandHelp] {
    for case .detail in stack.reversed() { return CommandCatalog.detail }
    return CommandCatalog.list
  }
}
