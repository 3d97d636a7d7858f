import Coordinators
import Models
import Observation
import TerminalKit
import ViewModels
import Views

/// The word list at a line prompt or in a script: reads each line as a ``WordListCommand``, calls
/// the list's intents, and draws the list or its help. It owns the line front end's pages: a row
/// number typed (`delete 3`) is resolved here to the word's id before the view model is asked.
///
/// ```swift
/// let lines = WordListLines(coordinator: WordListCoordinator(list: list))
/// await lines.send("add pear")?.value
/// print(lines.frame(on: screen).text)
/// ```
@MainActor
@Observable
public final class WordListLines: LineAdapter {
  /// The one-line answer to the last command, if it needs one.
  public private(set) var message: Message?
  /// Whether help is in front of the list.
  public internal(set) var showsHelp = false
  /// The coordinator whose list the lines act on.
  public let coordinator: WordListCoordinator
  /// The page of the list shown.
  private var pager: LinePager
  /// The number of a change whose line a page turn took away (paging changes nothing).
  private var hiddenChange: Int?
  /// The row number typed for the last delete or rename, which its change line repeats.
  private var namedRow: Int?

  /// Lines for the word list `coordinator` runs, gone through `reading`: by page at a prompt,
  /// by scrolling under a cursor.
  public init(coordinator: WordListCoordinator, reading: LinePager.Reading = .byPage) {
    self.coordinator = coordinator
    pager = LinePager(pageSize: 20, reading: reading)
  }

  public var list: WordListViewModel { coordinator.list }

  /// Whether `quit` was asked for.
  public var isFinished: Bool { coordinator.isFinished }

  /// The list is ready as soon as it exists: nothing to load.
  public func start() async {}

  /// Matches the list's pages to a screen of `height` lines.
  public func fit(toHeight height: Int) {
    pager.resize(to: WordListView.pageSize(forHeight: height), in: layout)
  }

  /// How the words fall into lines now.
  private var layout: LineLayout {
    guard case .loaded(let content) = list.state.words else { return LineLayout(sections: []) }
    return WordListView.layout(of: content)
  }

  /// The words with the page of them in view, nil while none show or help covers them: what a
  /// front end moves a cursor over, holding a word's id.
  public var rowsInFront: RowsInFront? {
    guard !showsHelp, case .loaded(let content) = list.state.words else { return nil }
    let layout = WordListView.layout(of: content)
    return RowsInFront(
      screen: list, layout: layout, page: pager.page(of: layout), id: { content.rows[$0]?.id },
      path: content.rows.path(of:))
  }

  /// Scrolls as little as it can for row `number` to be in view.
  public func scroll(toShow number: Int) {
    var scrolled = pager
    scrolled.scroll(toShow: number, in: layout)
    if scrolled != pager { pager = scrolled }
  }

  public func quit() { coordinator.quit() }

  /// Runs a query intent (a search, a sort, a grouping), which starts the list again at its
  /// top; a refusal becomes the message.
  public func requery(_ intent: (WordListViewModel) throws(WordListError) -> Void) {
    message = nil
    do throws(WordListError) {
      try intent(list)
      pager.reset()
    } catch {
      message = WordListCommand.refusal(.list(error))
    }
  }

  /// Deletes the word with id `id` and saves.
  @discardableResult
  public func delete(_ id: Word.ID) -> Task<Void, Never> {
    message = nil
    namedRow = rowsInFront?.row(of: RowID(id))
    return work { list throws(WordListError) in try await list.delete(id) }
  }

  /// Renames the word with id `id` to `text` and saves.
  @discardableResult
  public func rename(_ id: Word.ID, to text: String) -> Task<Void, Never> {
    message = nil
    namedRow = rowsInFront?.row(of: RowID(id))
    return work { list throws(WordListError) in try await list.rename(id, to: text) }
  }

  /// The page of rows shown, nil while none show or help covers them: where a front end puts
  /// a cursor.
  public var page: LinePage? {
    guard !showsHelp, case .loaded = list.state.words else { return nil }
    return pager.page(of: layout)
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
    do throws(WordListRefusal) {
      switch command {
      case .help: break
      case .quit: coordinator.quit()
      case .search(let term):
        list.search(term)
        pager.reset()
      case .sort(let sort):
        try listRefusing { () throws(WordListError) in try list.sort(sort) }
        pager.reset()
      case .group(let grouped):
        try listRefusing { () throws(WordListError) in try list.group(grouped) }
        pager.reset()
      case .next: try turn(.next)
      case .previous: try turn(.previous)
      case .add(let text): return work { list throws(WordListError) in try await list.add(text) }
      case .delete(let row):
        let id = try wordID(inRow: row)
        namedRow = row
        return work { list throws(WordListError) in try await list.delete(id) }
      case .rename(let row, let text):
        let id = try wordID(inRow: row)
        namedRow = row
        return work { list throws(WordListError) in try await list.rename(id, to: text) }
      case .churn(let count):
        return work { list throws(WordListError) in try await list.churn(count) }
      }
    } catch {
      message = WordListCommand.refusal(error)
    }
    return nil
  }

  /// Turns the page; the last change's line goes, as the page turn changed nothing.
  private func turn(_ direction: LinePager.Direction) throws(WordListRefusal) {
    do throws(PageRefusal) {
      try pager.turn(direction, in: layout)
      hiddenChange = list.state.lastChange?.number
    } catch {
      throw .paging(error)
    }
  }

  /// The id of the word in row `number`, counted from 1 across every page.
  private func wordID(inRow number: Int) throws(WordListRefusal) -> Word.ID {
    guard case .loaded(let content) = list.state.words else { throw .noSuchRow(number, count: 0) }
    guard let path = WordListView.layout(of: content).path(ofRow: number),
      let word = content.rows[path]
    else { throw .noSuchRow(number, count: content.wordCount) }
    return word.id
  }

  private func listRefusing(_ intent: () throws(WordListError) -> Void) throws(WordListRefusal) {
    do throws(WordListError) { try intent() } catch { throw .list(error) }
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
    guard !showsHelp else {
      return HelpView.frame(commands: WordListCommand.catalog, on: screen, message: message)
    }
    var state = list.state
    if let hiddenChange, state.lastChange?.number == hiddenChange { state.lastChange = nil }
    return WordListView.frame(
      for: state, pager: pager, on: screen, commands: WordListCommand.catalog, message: message,
      namedRow: namedRow)
  }
}
