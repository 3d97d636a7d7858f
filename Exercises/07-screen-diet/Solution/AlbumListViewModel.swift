import Models
import Observation
import ViewModels

/// The albums screen's logic: loads the albums, sorted by title, and shows them a page at a
/// time.
///
/// What the fat screen kept in four flags and optionals is one private value, `source`; the
/// public ``state`` is derived from it, so "loading and failed at once" cannot be written.
/// Paging that cannot happen is refused with a ``Refusal``, a fact that names no command: the
/// screen that owns the commands words it.
///
/// ```swift
/// let albums = AlbumListViewModel(service: service, pageSize: 5)
/// await albums.load()        // .loaded(page 1)
/// try albums.nextPage()      // .loaded(page 2)
/// ```
@MainActor
@Observable
public final class AlbumListViewModel {
  /// What the screen shows.
  public enum State: Hashable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The albums are on their way.
    case loading
    /// A page of the albums.
    case loaded(AlbumListPage)
    /// The service has no albums.
    case empty
    /// Loading failed, for this reason; loading again may help.
    case failed(LoadFailure)
  }

  /// Why a page turn was refused. A refused turn changes nothing.
  public enum Refusal: Error, Hashable, Sendable {
    /// No albums are shown, so there are no pages.
    case nothingToPage
    /// The last page is already shown.
    case lastPage
    /// The first page is already shown.
    case firstPage
  }

  /// Where the screen is: the one value ``state`` is derived from.
  private enum Source {
    case idle
    case loading
    case loaded([Album], firstRow: Int)
    case failed(LoadFailure)
  }

  private var source = Source.idle
  private var pageSize: Int
  @ObservationIgnored private let service: any PhotoService

  /// A view model over `service`, showing `pageSize` albums a page until told otherwise.
  public init(service: any PhotoService, pageSize: Int = 20) {
    self.service = service
    self.pageSize = max(1, pageSize)
  }

  /// What the screen shows now.
  public var state: State {
    switch source {
    case .idle: .idle
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let albums, _) where albums.isEmpty: .empty
    case .loaded(let albums, let firstRow):
      .loaded(AlbumListPage(albums, firstRow: firstRow, size: pageSize))
    }
  }

  /// Loads the albums, replacing what was shown, and returns once they are loaded or failed.
  public func load() async {
    source = .loading
    do {
      source = .loaded(try await service.albums().sorted { $0.title < $1.title }, firstRow: 0)
    } catch {
      source = .failed(LoadFailure(error))
    }
  }

  /// How many albums a page holds; the screen sets it from the terminal's height.
  public func setPageSize(_ size: Int) {
    pageSize = max(1, size)
  }

  /// Shows the next page; refused on the last, or with nothing shown.
  public func nextPage() throws(Refusal) {
    guard case .loaded(let albums, let firstRow) = source, !albums.isEmpty else {
      throw .nothingToPage
    }
    guard firstRow + pageSize < albums.count else { throw .lastPage }
    source = .loaded(albums, firstRow: firstRow + pageSize)
  }

  /// Shows the previous page; refused on the first, or with nothing shown.
  public func previousPage() throws(Refusal) {
    guard case .loaded(let albums, let firstRow) = source, !albums.isEmpty else {
      throw .nothingToPage
    }
    guard firstRow > 0 else { throw .firstPage }
    source = .loaded(albums, firstRow: max(0, firstRow - pageSize))
  }
}
