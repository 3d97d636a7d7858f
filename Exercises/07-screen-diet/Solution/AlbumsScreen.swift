import LineFrontEnd
import Models
import Observation
import TerminalKit
import ViewModels
import Views

/// The albums screen after its diet: it reads the commands, words the view model's refusals,
/// and draws the view model's state with ``AlbumListView``. It holds no flag of its own.
///
/// What it still owns is what a front end owns: the command words (a view model behind buttons
/// would need none of them) and the one note a refused command leaves on screen.
///
/// ```swift
/// let screen = AlbumsScreen(service: service)
/// await screen.start()
/// screen.send("next")
/// print(screen.frame(on: Screen(width: 40)).text)
/// ```
@MainActor
@Observable
public final class AlbumsScreen: LineAdapter {
  /// The screen's logic.
  public let viewModel: AlbumListViewModel
  /// What the last command left to say, if anything.
  private var note: String?
  /// Whether the person typed quit.
  public private(set) var isFinished = false

  /// A screen listing the albums `service` has.
  public init(service: any PhotoService) {
    viewModel = AlbumListViewModel(service: service)
  }

  /// Loads the albums.
  public func start() async {
    await viewModel.load()
  }

  /// Fits a page to the terminal: a header, the note and the help line take three lines.
  public func fit(toHeight height: Int) {
    viewModel.setPageSize(height - 3)
  }

  /// Reads one typed line; a refresh is returned as the work it started.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    note = nil
    switch line.trimmingCharacters(in: .whitespaces) {
    case "quit": isFinished = true
    case "refresh": return Task { await viewModel.load() }
    case "next": turn(viewModel.nextPage)
    case "prev": turn(viewModel.previousPage)
    case let typed:
      note = "Unknown command \"\(typed)\". Commands: next, prev, refresh, quit."
    }
    return nil
  }

  /// The screen as it is now.
  public func frame(on screen: Screen) -> Frame {
    AlbumListView.frame(for: viewModel.state, note: note, on: screen)
  }

  private func turn(_ page: () throws(AlbumListViewModel.Refusal) -> Void) {
    do throws(AlbumListViewModel.Refusal) { try page() } catch { note = Self.words(for: error) }
  }

  /// A refusal in this screen's words.
  static func words(for refusal: AlbumListViewModel.Refusal) -> String {
    switch refusal {
    case .nothingToPage: "There are no albums to page through."
    case .lastPage: "This is the last page."
    case .firstPage: "This is the first page."
    }
  }
}
