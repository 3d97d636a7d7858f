import Models
import Observation
import ViewModels
import Views

/// The word list's coordinator: routes each command to the view model, shows help, and draws
/// the frame.
///
/// ```swift
/// let coordinator = WordListCoordinator(list: try WordListViewModel(store: store))
/// await coordinator.send("add pear")?.value
/// print(coordinator.frame(on: screen).text)
/// ```
@MainActor
@Observable
public final class WordListCoordinator: SessionCoordinator {
  /// The one-line answer to the last command, if it needs one.
  public private(set) var message: Message?
  /// Whether help is in front of the list.
  public private(set) var showsHelp = false
  /// Whether `quit` was asked for.
  public private(set) var isFinished = false

  /// The word list view model.
  public let list: WordListViewModel

  /// Creates the coordinator over `list`.
  public init(list: WordListViewModel) { self.list = list }

  /// The list is ready as soon as it exists: nothing to load.
  public func start() async {}

  /// Matches the list's pages to a screen of `height` lines.
  public func fit(toHeight height: Int) {
    list.setPageSize(WordListView.pageSize(forHeight: height))
  }

  /// Handles one line, returning the work it started (a write and save), if any; a line refused
  /// changes nothing but the message, which says what is valid.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    message = nil
    guard let command = WordListCommand.parse(line, refusing: { message = $0 }) else { return nil }
    showsHelp = command == .help
    return handle(command)
  }

  private func handle(_ command: WordListCommand) -> Task<Void, Never>? {
    do throws(WordListError) {
      switch command {
      case .help: break
      case .quit: isFinished = true
      case .search(let term): list.search(term)
      case .sort(let sort): try list.sort(sort)
      case .group(let grouped): try list.group(grouped)
      case .next: paging(list.nextPage)
      case .previous: paging(list.previousPage)
      case .add(let text): return work { list throws(WordListError) in try await list.add(text) }
      case .delete(let row):
        return work { list throws(WordListError) in try await list.delete(row: row) }
      case .rename(let row, let text):
        return work { list throws(WordListError) in try await list.rename(row: row, to: text) }
      case .churn(let count):
        return work { list throws(WordListError) in try await list.churn(count) }
      }
    } catch {
      message = WordListCommand.refusal(.list(error))
    }
    return nil
  }

  private func paging(_ turn: () throws(IntentError) -> Void) {
    do throws(IntentError) {
      try turn()
    } catch {
      message = WordListCommand.refusal(.paging(error))
    }
  }

  private func work(
    _ intent: @escaping @MainActor (WordListViewModel) async throws(WordListError) -> Void
  ) -> Task<Void, Never> {
    Task {
      do throws(WordListError) {
        try await intent(list)
      } catch {
        message = WordListCommand.refusal(.list(error))
      }
    }
  }

  /// The frame for the screen in front, on `screen`.
  public func frame(on screen: Screen) -> Frame {
    showsHelp
      ? HelpView.frame(commands: WordListCommand.catalog, on: screen, message: message)
      : WordListView.frame(
        for: list.state, on: screen, commands: WordListCommand.catalog, message: message)
  }
}
