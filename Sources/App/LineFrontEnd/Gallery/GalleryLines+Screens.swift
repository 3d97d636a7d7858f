import Coordinators
import DataEngine
import Models
import TerminalKit
import ViewModels
import Views

// What the screen in front is to the terminal: its lines, its interrupts, its keys, its rows,
// its frame. Each screen declares them beside its commands as one ``ScreenLines``; a screen added
// to the Gallery adds one arm to `lines(for:)`, and nothing else here (its name in a sentence
// is one arm of `GalleryWords.name(of:)`).
extension GalleryLines {
  /// `screen` as the line front end drives it.
  func lines(for screen: GalleryCoordinator.Screen) -> ScreenLines {
    switch screen {
    case .list(let list): photoList(list)
    case .detail(let detail):
      recordScreen(PhotoDetailView.self, reload: detail.reload, retry: detail.retry) {
        screen, commands, message in
        PhotoDetailView.frame(
          for: detail.state, thumbnail: detail.thumbnail, on: screen, commands: commands,
          message: message)
      }
    case .albums(let albums):
      listScreen(albums, AlbumsView.self) { state, pager, screen, commands, message in
        AlbumsView.frame(
          for: state, pager: pager, on: screen, commands: commands, message: message)
      }
    case .posts(let posts):
      listScreen(
        posts, PostListView.self, search: ListSearch(term: { posts.search }, search: posts.search)
      ) { state, pager, screen, commands, message in
        PostListView.frame(
          for: state, search: posts.search, pager: pager, on: screen, commands: commands,
          message: message)
      }
    case .people(let people):
      listScreen(
        people, PeopleView.self, search: ListSearch(term: { people.search }, search: people.search)
      ) { state, pager, screen, commands, message in
        PeopleView.frame(
          for: state, search: people.search, pager: pager, on: screen, commands: commands,
          message: message)
      }
    case .post(let post): self.post(post)
    case .user(let user):
      recordScreen(UserView.self, reload: user.load, retry: user.retry) {
        screen, commands, message in
        UserView.frame(for: user.state, on: screen, commands: commands, message: message)
      }
    case .favorites(let favorites):
      listScreen(
        favorites, FavoritesView.self,
        search: ListSearch(term: { favorites.search }, search: favorites.search)
      ) { state, pager, screen, commands, message in
        FavoritesView.frame(
          for: state, search: favorites.search, pager: pager, on: screen, commands: commands,
          message: message)
      }
    case .videoPost(let flow): ScreenLines(lines(of: flow))
    }
  }

  /// The screen in front, as the line front end drives it.
  private var inFront: ScreenLines { lines(for: coordinator.front) }

  /// Hands `line` to the screen in front.
  func handle(_ line: String) -> Task<Void, Never>? { inFront.handle(line) }

  /// Whether `line` stops the work under way: `quit` on every screen (a load may never end
  /// on its own), and the video-post screen's `cancel` and `back`, which stop an upload; every
  /// other line waits for the work before it.
  public func interrupts(_ line: String) -> Bool { inFront.interrupts(line) }

  /// Whether the screen in front shows a write it is saving: what a script's in-between frame
  /// waits for (``GalleryMilestones``).
  var isSavingInFront: Bool {
    guard let saving = coordinator.frontModel as? any SavesChanges else { return false }
    return Self.isSaving(saving)
  }

  private static func isSaving(_ screen: some SavesChanges) -> Bool {
    screen.store.changesSaving > 0
  }

  /// What the keys of the screen in front do: Enter on a row, its own keys, its search, its hint
  /// line; Escape goes back to the screen before unless the screen says otherwise.
  public var keysInFront: ScreenKeys {
    inFront.keys().backing(
      ScreenKeys.SharedKey("Esc  Backspace", "Back to the screen before.") {
        self.back()
        return nil
      })
  }

  /// The rows `screen` lists, however loaded (none until they are), with how many fit a screen:
  /// what its pages, its cursor and its typed row numbers work on. Nil for a screen of no rows.
  func listing(of screen: GalleryCoordinator.Screen) -> Listing? { lines(for: screen).listing() }

  /// The frame for the screen in front, on `screen`: its own, or its help.
  public func frame(on screen: Screen) -> Frame { inFront.frame(screen) }
}
