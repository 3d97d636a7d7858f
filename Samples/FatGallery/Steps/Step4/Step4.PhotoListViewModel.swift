import Models
import Observation

extension Step4 {
  /// The photo list's logic with no terminal in it: loading, paging, and which photo is open.
  ///
  /// One private source of truth, `content`, from which the public ``state`` is derived, so
  /// the flags of steps 0–3 (`isLoading`, `errorText`, `selected`) can no longer disagree.
  /// Refused intents throw a ``Refusal`` that states the fact; the coordinator words it.
  @MainActor @Observable
  final class PhotoListViewModel {
    /// What the screen shows.
    enum State: Equatable {
      /// The photos are being fetched.
      case loading
      /// The last load failed, for this reason.
      case failed(PhotoLoadFailure)
      /// A page of the list: the photos on show, the row number of the first, and the total.
      case list(ArraySlice<Photo>, firstRow: Int, of: Int)
      /// One photo, opened from row `row` of `of`.
      case detail(Photo, row: Int, of: Int)
    }

    /// Why an intent changed nothing.
    enum Refusal: Error, Equatable {
      case notLoaded, onDetail, firstPage, lastPage, alreadyOnList
      case noSuchRow(Int, count: Int)
    }

    private enum Content {
      case loading
      case failed(PhotoLoadFailure)
      case loaded([Photo], firstRow: Int, place: Place)
    }

    private enum Place {
      case list
      case detail(row: Int)
    }

    private let service: any PhotoListService
    private var content = Content.loading
    /// How many rows a page shows.
    var rowsPerPage = 20

    init(service: any PhotoListService) {
      self.service = service
    }

    var state: State {
      switch content {
      case .loading: .loading
      case .failed(let failure): .failed(failure)
      case .loaded(let photos, _, .detail(let row)):
        .detail(photos[row - 1], row: row, of: photos.count)
      case .loaded(let photos, let first, .list):
        .list(
          photos[first..<min(first + rowsPerPage, photos.count)], firstRow: first + 1,
          of: photos.count)
      }
    }

    /// Fetches the photos and shows the list from the top.
    func load() async {
      content = .loading
      do {
        content = .loaded(try await service.photos(), firstRow: 0, place: .list)
      } catch {
        content = .failed(error)
      }
    }

    func nextPage() throws(Refusal) {
      let (photos, first) = try listOnShow()
      guard first + rowsPerPage < photos.count else { throw .lastPage }
      content = .loaded(photos, firstRow: first + rowsPerPage, place: .list)
    }

    func previousPage() throws(Refusal) {
      let (photos, first) = try listOnShow()
      guard first > 0 else { throw .firstPage }
      content = .loaded(photos, firstRow: max(0, first - rowsPerPage), place: .list)
    }

    /// Opens the photo in row `row`, counting from 1.
    func open(row: Int) throws(Refusal) {
      guard case .loaded(let photos, let first, _) = content else { throw .notLoaded }
      guard row >= 1, row <= photos.count else { throw .noSuchRow(row, count: photos.count) }
      content = .loaded(photos, firstRow: first, place: .detail(row: row))
    }

    /// Closes the open photo, back to the page it was opened from.
    func back() throws(Refusal) {
      guard case .loaded(let photos, let first, .detail) = content else { throw .alreadyOnList }
      content = .loaded(photos, firstRow: first, place: .list)
    }

    private func listOnShow() throws(Refusal) -> ([Photo], Int) {
      guard case .loaded(let photos, let first, let place) = content else { throw .notLoaded }
      guard case .list = place else { throw .onDetail }
      return (photos, first)
    }
  }
}
