import LineFrontEnd
import TerminalKit
import Views

extension Step4 {
  /// Turns lines into the view model's intents, words what it refuses, and draws its state.
  ///
  /// The only type here that knows about commands: the view model states facts
  /// (`Refusal.lastPage`) and this type says them in the terminal's words.
  @MainActor
  final class PhotoListCoordinator: LineAdapter {
    let viewModel: PhotoListViewModel
    private var note: SafeText?
    private(set) var isFinished = false

    init(viewModel: PhotoListViewModel) {
      self.viewModel = viewModel
    }

    func start() async {
      await viewModel.load()
    }

    func fit(toHeight height: Int) {
      viewModel.rowsPerPage = max(1, height - 3)
    }

    func frame(on screen: Screen) -> Frame {
      PhotoListView.frame(for: viewModel.state, note: note, on: screen)
    }

    @discardableResult

    func send(_ line: String) -> Task<Void, Never>? {
      note = nil
      do {
        switch try PhotoListCommand(parsing: line) {
        case .next: try viewModel.nextPage()
        case .previous: try viewModel.previousPage()
        case .open(let row): try viewModel.open(row: row)
        case .back: try viewModel.back()
        case .refresh: return Task { await viewModel.load() }
        case .quit: isFinished = true
        }
      } catch let error as PhotoListCommand.ParseError {
        note = SafeText(untrusted: error.description)
      } catch let refusal as PhotoListViewModel.Refusal {
        note = Self.words(for: refusal)
      } catch {
        preconditionFailure("unexpected error \(error)")
      }
      return nil
    }

    /// The note for a refused intent.
    static func words(for refusal: PhotoListViewModel.Refusal) -> SafeText {
      switch refusal {
      case .notLoaded: "There are no photos to show yet."
      case .onDetail: "Type back to return to the list first."
      case .firstPage: "This is the first page."
      case .lastPage: "This is the last page."
      case .alreadyOnList: "Already on the list."
      case .noSuchRow(let row, let count): "There is no row \(row) in this list of \(count)."
      }
    }
  }
}
