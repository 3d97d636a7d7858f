import Coordinators
import Models
import Observation
import TerminalKit
import ViewModels
import Views

/// The todo list at a line prompt or in a script: reads each line as a ``TodosCommand``, calls
/// the list's intents, and draws the list or its help. It owns the line front end's pages: a row
/// number typed (`toggle 3`) is resolved here to the todo's id before the view model is asked,
/// as `open 3` is for photos.
///
/// What the writes left unsaved shows until the next command, which clears it.
///
/// ```swift
/// let lines = TodosLines(coordinator: coordinator)
/// await lines.start()
/// await lines.send("toggle 2")?.value
/// print(lines.frame(on: screen).text)
/// ```
@MainActor
@Observable
public final class TodosLines: LineAdapter {
  /// The one-line answer to the last command, if it needs one.
  public private(set) var message: Message?
  /// Whether help is in front of the list.
  public internal(set) var showsHelp = false
  /// The coordinator whose list the lines act on.
  public let coordinator: TodosCoordinator
  /// The page of the list shown.
  private var pager: LinePager
  /// The writes not saved that the last frame showed: what the next command dismisses.
  @ObservationIgnored private var shownUnsaved: [TodoWriteFailure] = []

  /// Lines for the todo list `coordinator` runs, gone through `reading`: by page at a prompt,
  /// by scrolling under a cursor.
  public init(coordinator: TodosCoordinator, reading: LinePager.Reading = .byPage) {
    self.coordinator = coordinator
    pager = LinePager(pageSize: 20, reading: reading)
  }

  public var list: TodoListViewModel { coordinator.list }

  /// Whether `quit` was asked for.
  public var isFinished: Bool { coordinator.isFinished }

  /// The changes the list is still saving.
  public var saves: PendingSaves { coordinator.saves }

  /// Loads the todos, returning once the load has settled.
  public func start() async { await list.load() }

  /// Matches the list's pages to a screen of `height` lines.
  public func fit(toHeight height: Int) {
    pager.resize(to: TodoListView.pageSize(forHeight: height), in: layout)
  }

  /// How the todos fall into lines now.
  private var layout: LineLayout {
    guard case .loaded(let content) = list.state else { return LineLayout(sections: []) }
    return TodoListView.layout(of: content)
  }

  /// The todos with the page of them in view, nil while none show or help covers them: what a
  /// front end moves a cursor over, holding a todo's id.
  public var rowsInFront: RowsInFront? {
    guard !showsHelp, case .loaded(let content) = list.state else { return nil }
    let layout = TodoListView.layout(of: content)
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

  /// Handles one line, returning the work it started (a write, a load), if any; a line refused
  /// changes nothing but the message, which says what is valid.
  @discardableResult
  public func send(_ line: String) -> Task<Void, Never>? {
    begin()
    guard let command = TodosCommand.parse(line, refusing: { message = $0 }) else { return nil }
    showsHelp = command == .help
    do throws(TodosRefusal) {
      return try handle(command)
    } catch {
      message = TodosCommand.refusal(error)
      return nil
    }
  }

  private func handle(_ command: TodosCommand) throws(TodosRefusal) -> Task<Void, Never>? {
    switch command {
    case .help: return nil
    case .quit: coordinator.quit()
    case .refresh: return Task { await list.load() }
    case .next: try turn(.next)
    case .previous: try turn(.previous)
    case .filter(let filter): show(filter)
    case .add(let title):
      return try listRefusing { () throws(TodoListError) in try list.add(title) }
    case .toggle(let row):
      let id = try todoID(inRow: row)
      return try listRefusing { () throws(TodoListError) in try list.toggle(id) }
    case .edit(let row, let title):
      let id = try todoID(inRow: row)
      return try listRefusing { () throws(TodoListError) in try list.rename(id, to: title) }
    case .delete(let row):
      let id = try todoID(inRow: row)
      return try listRefusing { () throws(TodoListError) in try list.delete(id) }
    case .toggleAll: return try listRefusing { () throws(TodoListError) in try list.toggleAll() }
    case .clearCompleted:
      return try listRefusing { () throws(TodoListError) in try list.clearCompleted() }
    }
    return nil
  }

  /// Runs a typed intent from a key: what a keyed front end calls, with no command string. A
  /// refusal becomes the message.
  @discardableResult
  public func perform(
    _ intent: (TodoListViewModel) throws(TodoListError) -> Task<Void, Never>
  ) -> Task<Void, Never>? {
    begin()
    do throws(TodoListError) {
      return try intent(list)
    } catch {
      message = TodosCommand.refusal(.list(error))
      return nil
    }
  }

  /// Shows the todos `filter` selects, from the top.
  public func show(_ filter: TodoFilter) {
    list.filter(filter)
    pager.reset()
  }

  /// A new command clears the last one's answer and the writes left unsaved that the last frame
  /// showed; one that failed after it was drawn stays for the next.
  private func begin() {
    message = nil
    showsHelp = false
    list.dismissUnsaved(shownUnsaved)
    shownUnsaved = []
  }

  private func turn(_ direction: LinePager.Direction) throws(TodosRefusal) {
    do throws(PageRefusal) { try pager.turn(direction, in: layout) } catch { throw .paging(error) }
  }

  /// The id of the todo in row `number`, counted from 1 across every page.
  private func todoID(inRow number: Int) throws(TodosRefusal) -> Todo.ID {
    guard case .loaded(let content) = list.state else { throw .list(.notLoaded) }
    guard let path = TodoListView.layout(of: content).path(ofRow: number),
      let row = content.rows[path]
    else { throw .noSuchRow(number, count: content.rows.count) }
    return row.id
  }

  private func listRefusing(
    _ intent: () throws(TodoListError) -> Task<Void, Never>
  ) throws(TodosRefusal) -> Task<Void, Never> {
    do throws(TodoListError) { return try intent() } catch { throw .list(error) }
  }

  /// The frame for the screen in front, on `screen`.
  public func frame(on screen: Screen) -> Frame {
    guard !showsHelp else {
      return HelpView.frame(commands: TodosCommand.catalog, on: screen, message: message)
    }
    let state = list.state
    if case .loaded(let content) = state { shownUnsaved = content.unsaved }
    return TodoListView.frame(
      for: state, pager: pager, on: screen, commands: TodosCommand.catalog, message: message)
  }
}
