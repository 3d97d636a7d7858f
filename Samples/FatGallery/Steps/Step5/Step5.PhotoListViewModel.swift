import Models
import Observation

/// Step 5: the view model manages its asynchronous work.
enum Step5 {}

extension Step5 {
  /// Step 4's view model, with its loads managed: one at a time, the latest wins, and none
  /// outlives the screen.
  ///
  /// In step 4 each `refresh` started a load of its own, and whichever answer came last was
  /// shown, even an older request's; `quit` left a load running. Here a new load cancels the
  /// one it replaces, an answer that arrives after its load was replaced is dropped, and
  /// ``stop()`` cancels whatever is under way. A script cannot tell the difference (it waits for
  /// each command's work); a person typing `refresh` twice can.
  @MainActor @Observable
  final class PhotoListViewModel {
    typealias State = Step4.PhotoListViewModel.State
    typealias Refusal = Step4.PhotoListViewModel.Refusal

    private enum Content {
      case loading
      case failed(PhotoLoadFailure)
      case loaded([Photo], firstRow: Int, place: Place)
    }

    private enum Place {
      case list
      case detail(row: Int)
    }

    private let service: any Step4.PhotoListService
    private var content = Content.loading
    /// The load under way, if any: the one whose answer will be shown.
    private var currentLoad: Task<Void, Never>?
    /// How many rows a page shows.
    var rowsPerPage = 20

    init(service: any Step4.PhotoListService) {
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

    /// Starts fetching the photos, cancelling any fetch it replaces; the returned task ends
    /// when this load has settled (or was itself replaced).
    @discardableResult
    func load() -> Task<Void, Never> {
      currentLoad?.cancel()
      content = .loading
      let load = Task { [service] in
        let result: Result<[Photo], PhotoLoadFailure>
        do throws(PhotoLoadFailure) {
          result = .success(try await service.photos())
        } catch {
          result = .failure(error)
        }
        // A replaced load's answer is stale, whatever it says: drop it.
        guard !Task.isCancelled else { return }
        switch result {
        case .success(let photos): content = .loaded(photos, firstRow: 0, place: .list)
        case .failure(let failure): content = .failed(failure)
        }
      }
      currentLoad = load
      return load
    }

    /// Cancels the load under way: the screen is leaving, and nobody will see its answer.
    func stop() {
      currentLoad?.cancel()
      currentLoad = nil
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
