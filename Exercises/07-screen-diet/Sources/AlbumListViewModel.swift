import Models
import Observation
import ViewModels

/// The albums screen's logic: loads the albums, sorted by title, and shows them a page at a
/// time.
///
/// Steps 1 and 2 of the README: its public surface is written; its one private source of truth
/// and its bodies are yours. Until then it says so in its state, and its intents do nothing.
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

  /// A view model over `service`, showing `pageSize` albums a page until told otherwise.
  public init(service: any PhotoService, pageSize: Int = 20) {
  }

  /// What the screen shows now.
  public var state: State {
    .failed(LoadFailure(message: "AlbumListViewModel is not written yet: see the README."))
  }

  /// Loads the albums, replacing what was shown, and returns once they are loaded or failed.
  public func load() async {
  }

  /// How many albums a page holds; the screen sets it from the terminal's height.
  public func setPageSize(_ size: Int) {
  }

  /// Shows the next page; refused on the last, or with nothing shown.
  public func nextPage() throws(Refusal) {
  }

  /// Shows the previous page; refused on the first, or with nothing shown.
  public func previousPage() throws(Refusal) {
  }
}
