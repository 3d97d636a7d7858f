import Models
import Observation

/// The albums screen's logic: loads every album with its owner's name and photo count, lists
/// them by title a page at a time, and asks to show one album's photos.
///
/// ```swift
/// let albums = AlbumsViewModel(service: service)
/// albums.onNavigate = { navigation in coordinator.show(navigation) }
/// await albums.load()
/// try albums.open(row: 3)   // asks for .showAlbum(album)
/// ```
@MainActor
@Observable
public final class AlbumsViewModel {
  /// Where the screen asks to go; the coordinator decides how.
  public enum Navigation: Hashable, Sendable {
    /// Show the photos of this album.
    case showAlbum(Album)
  }

  /// What the screen shows now.
  public var state: State {
    switch source {
    case .idle: .idle
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let rows, _) where rows.isEmpty: .empty
    case .loaded(let rows, let pager):
      .loaded(AlbumsPage(rows, index: pager.pageIndex, size: pager.pageSize))
    }
  }

  /// Called when the screen asks to navigate; set by the coordinator.
  @ObservationIgnored public var onNavigate: @MainActor (Navigation) -> Void = { _ in }

  /// Where the screen is: the one value ``state`` is derived from.
  private enum Source: Hashable {
    case idle
    case loading
    /// Every album, sorted, in pages, with the page shown.
    case loaded([AlbumRow], ListPager)
    case failed(LoadFailure)
  }

  private var source = Source.idle
  private var pageSize: Int
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let request = LatestTask()

  /// Creates the view model; nothing loads until ``load()``. `pageSize` is how many rows a page
  /// holds until the coordinator fits it to the screen.
  public init(service: any PhotoService, pageSize: Int = 20) {
    self.service = service
    self.pageSize = max(1, pageSize)
  }

  // MARK: Loading

  /// Loads the albums, their owners and their photos at once; the newest load wins
  /// (`LatestTask`). Returns when this load has settled.
  public func load() async {
    source = .loading
    let service = service
    await request.run {
      async let albums = service.albums()
      async let users = service.users()
      async let photos = service.photos(albumID: nil)
      return AlbumRow.rows(
        albums: try await albums, users: try await users, photos: try await photos)
    } apply: { [weak self] result in
      switch result {
      case .success(let rows): self?.show(rows)
      case .failure(let error): self?.source = .failed(LoadFailure(error))
      }
    }
  }

  private func show(_ rows: [AlbumRow]) {
    var pager = ListPager(pageSize: pageSize)
    let sections = rows.isEmpty ? [] : [FetchedSection(key: .all, count: rows.count)]
    pager.layOut(sections, showsHeaders: false, keepingPage: false)
    source = .loaded(rows, pager)
  }

  /// Loads again after a failure; refused when nothing failed.
  public func retry() async throws(IntentError) {
    switch source {
    case .failed: await load()
    case .idle, .loading, .loaded: throw .nothingToRetry
    }
  }

  /// The screen went away: stops the load under way, whose answer nobody will see.
  public func disappear() { request.stop() }

  // MARK: Paging and selection

  /// How many rows a page holds; the first row shown stays on the page shown.
  public func setPageSize(_ size: Int) {
    pageSize = max(1, size)
    if case .loaded(let rows, var pager) = source, pager.pageSize != pageSize {
      pager.resize(to: pageSize)
      source = .loaded(rows, pager)
    }
  }

  /// Shows the next page; refused on the last.
  public func nextPage() throws(IntentError) { try turnPage(.next) }

  /// Shows the previous page; refused on the first.
  public func previousPage() throws(IntentError) { try turnPage(.previous) }

  /// Asks to show the photos of the album in row `number`; refused unless it is on the page.
  public func open(row number: Int) throws(IntentError) {
    let page: AlbumsPage? = if case .loaded(let page) = state { page } else { nil }
    guard let row = page?.row(numbered: number) else {
      throw .rowNotVisible(number, visible: page?.visible)
    }
    onNavigate(.showAlbum(row.album))
  }

  private func turnPage(_ direction: IntentError.PageDirection) throws(IntentError) {
    guard case .loaded(let rows, var pager) = source else {
      throw .noSuchPage(direction: direction, current: 1, count: 1)
    }
    try pager.turn(direction)
    source = .loaded(rows, pager)
  }
}
