import LineFrontEnd
import TerminalKit
import Views

extension Step5 {
  /// Step 4's coordinator over step 5's view model: `refresh` hands back the view model's own
  /// load, and leaving the screen stops its work.
  @MainActor
  final class PhotoListCoordinator: LineAdapter {
    let viewModel: PhotoListViewModel
    private var note: SafeText?
    private(set) var isFinished = false

    init(viewModel: PhotoListViewModel) {
      self.viewModel = viewModel
    }

    func start() async {
      await viewModel.load().value
    }

    func fit(toHeight height: Int) {
      viewModel.rowsPerPage = max(1, height - 3)
    }

    func frame(on screen: Screen) -> Frame {
      Step4.PhotoListView.frame(for: viewModel.state, note: note, on: screen)
    }

    @discardableResult

    func send(_ line: String) -> Task<Void, Never>? {
      note = nil
      do {
        switch try Step4.PhotoListCommand(parsing: line) {
        case .next: try viewModel.nextPage()
        case .previous: try viewModel.previousPage()
        case .open(let row): try viewModel.open(row: row)
        case .back: try viewModel.back()
        case .refresh: return viewModel.load()
        case .quit:
          viewModel.stop()
          isFinished = true
        }
      } catch let error as Step4.PhotoListCommand.ParseError {
        note = SafeText(untrusted: error.description)
      } catch let refusal as PhotoListViewModel.Refusal {
        note = Step4.PhotoListCoordinator.words(for: refusal)
      } catch {
        preconditionFailure("unexpected error \(error)")
      }
      return nil
    }
  }
}
