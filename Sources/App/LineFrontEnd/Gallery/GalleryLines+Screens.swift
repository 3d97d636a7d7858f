import Coordinators
import DataEngine
import Models
import TerminalKit
import ViewModels
import Views

// What each screen in front is to the terminal, one switch over the routes each: who reads its
// lines, which of them interrupt its work, its frame (or its help), its keys, its rows, whether it
// is saving, and what its route is called: a screen added to the Gallery extends these switches,
// in this file, and no other in the line front end. A screen's own handling of its
// commands and its keys are declared beside its commands (`AlbumsCommand.swift`, ...).
extension GalleryLines {
  /// Hands `line` to the screen in front.
  func handle(_ line: String) -> Task<Void, Never>? {
    switch coordinator.front {
    case .list(let list): deliver(line) { onList($0, list) }
    case .detail(let detail): deliver(line) { onDetail($0, detail) }
    case .albums(let albums): deliver(line) { onAlbums($0, albums) }
    case .posts(let posts): deliver(line) { onPosts($0, posts) }
    case .post(let post): deliver(line) { onPost($0, post) }
    // A video post has commands of its own: every line is its to read.
    case .videoPost(let flow): lines(of: flow).send(line)
    }
  }

  /// Whether `line` stops the work under way: `quit` on every screen (a load may never end
  /// on its own), and the video-post screen's `cancel` and `back`, which stop an upload; every
  /// other line waits for the work before it.
  public func interrupts(_ line: String) -> Bool {
    switch coordinator.front {
    case .list: (try? PhotoListCommand(parsing: line)) == .quit
    case .detail: (try? PhotoDetailCommand(parsing: line)) == .quit
    case .albums: (try? AlbumsCommand(parsing: line)) == .quit
    case .posts: (try? PostsCommand(parsing: line)) == .quit
    case .post: (try? PostCommand(parsing: line)) == .quit
    case .videoPost(let flow): lines(of: flow).interrupts(line)
    }
  }

  /// Whether the screen in front shows a write it is saving: what a script's in-between frame
  /// waits for (``GalleryMilestones``).
  var isSavingInFront: Bool {
    switch coordinator.front {
    case .post(let post): post.changesSaving > 0
    case .list, .detail, .albums, .posts, .videoPost: false
    }
  }

  /// What `route` is called in a sentence.
  static func name(of route: GalleryCoordinator.Route) -> String {
    switch route {
    case .detail(let id): "photo \(id)"
    case .albums: "the albums"
    case .posts: "the posts"
    case .post(let id): "post \(id)"
    case .album(let id): "album \(id)"
    case .videoPost(.file(let path)): "a video post of \(path)"
    case .videoPost(.asset(let id)): "a video post of asset \(id)"
    }
  }

  /// What the keys of the screen in front do: Enter on a row, its own keys, its search, its hint
  /// line; Escape goes back to the screen before unless the screen says otherwise.
  public var keysInFront: ScreenKeys {
    let keys =
      switch coordinator.front {
      case .list(let list): listKeys(list)
      case .detail(let detail): detailKeys(detail)
      case .albums(let albums): albumsKeys(albums)
      case .posts(let posts): postsKeys(posts)
      case .post(let post): postKeys(post)
      // The flow's own keys, the same as in the VideoPost sample.
      case .videoPost(let flow): lines(of: flow).keysInFront
      }
    return keys.backing(
      ScreenKeys.SharedKey("Esc  Backspace", "Back to the screen before.") {
        self.back()
        return nil
      })
  }

  /// The rows `route` lists, however loaded (none until they are), with how many fit a screen:
  /// what its pages, its cursor and its typed row numbers work on. Nil for a screen of no rows.
  func listing(of route: GalleryCoordinator.Screen) -> Listing? {
    switch route {
    case .list(let list):
      guard case .loaded(let content) = list.state else { return Listing(list, PhotoListView.self) }
      return Listing(
        list, PhotoListView.self, layout: PhotoListView.layout(of: content),
        id: { content.rows[$0]?.id }, path: { ($0 as? Photo.ID).flatMap(content.rows.path(of:)) })
    case .albums(let albums):
      guard case .loaded(let rows) = albums.state else { return Listing(albums, AlbumsView.self) }
      return Listing(
        albums, AlbumsView.self, layout: AlbumsView.layout(of: rows),
        id: { rows.indices.contains($0.row) ? rows[$0.row].id : nil },
        path: { id in
          rows.firstIndex { $0.id == id as? Album.ID }.map { RowPath(section: 0, row: $0) }
        })
    case .posts(let posts):
      guard case .loaded(let shown, _) = posts.state else {
        return Listing(posts, PostListView.self)
      }
      return Listing(
        posts, PostListView.self, layout: PostListView.layout(of: shown),
        id: { shown.indices.contains($0.row) ? shown[$0.row].id : nil },
        path: { id in
          shown.firstIndex { $0.id == id as? Post.ID }.map { RowPath(section: 0, row: $0) }
        })
    case .detail, .videoPost, .post: return nil
    }
  }

  /// The frame for the screen in front, on `screen`: its own, or its help.
  public func frame(on screen: Screen) -> Frame {
    let message = self.message
    switch coordinator.front {
    case .list(let list):
      return framed(PhotoListCommand.self, on: screen) { commands in
        PhotoListView.frame(
          for: list.state, pager: pager(of: .list(list)), on: screen, commands: commands,
          message: message)
      }
    case .detail(let detail):
      return framed(PhotoDetailCommand.self, on: screen) { commands in
        PhotoDetailView.frame(
          for: detail.state, thumbnail: detail.thumbnail, on: screen, commands: commands,
          message: message)
      }
    case .albums(let albums):
      return framed(AlbumsCommand.self, on: screen) { commands in
        AlbumsView.frame(
          for: albums.state, pager: pager(of: .albums(albums)), on: screen, commands: commands,
          message: message)
      }
    case .posts(let posts):
      return framed(PostsCommand.self, on: screen) { commands in
        PostListView.frame(
          for: posts.state, pager: pager(of: .posts(posts)), on: screen, commands: commands,
          message: message)
      }
    case .post(let post):
      return framed(PostCommand.self, on: screen) { commands in
        PostView.frame(for: post.state, on: screen, commands: commands, message: message)
      }
    case .videoPost(let flow): return lines(of: flow).frame(on: screen)
    }
  }

  /// The help over a screen whose commands are `Command`, or the screen, drawn by `draw`.
  private func framed<Command: ScreenCommand>(
    _: Command.Type, on screen: Screen, draw: ([CommandHelp]) -> Frame
  ) -> Frame {
    showsHelp
      ? HelpView.frame(commands: Command.catalog, on: screen, message: message, keepingLast: true)
      : draw(Command.catalog)
  }
}
