import Coordinators
import DataEngine
import TerminalKit
import ViewModels
import Views

// A list screen of one section (the albums, the posts, the next list a student adds), driven
// once: its commands handled, its keys at a terminal and its rows paged, with what differs (the
// words, a search, the view) passed in.
extension GalleryLines {
  /// A list's search, for a list that has one: the search in force, and how to search again.
  struct ListSearch {
    let term: () -> String
    let search: (String) -> Void
  }

  /// `list`, worded by `List`, searched by `search` (nil: no search), and drawn by `draw` from
  /// its state, its page, the screen, its commands and the message.
  func listScreen<Model: ListScreenModel, List: ListScreenWords>(
    _ list: Model, _: List.Type, search: ListSearch? = nil,
    draw: @escaping (ListState<Model.Row>, LinePager, Screen, [CommandHelp], Message?) -> Frame
  ) -> ScreenLines {
    let listing = { self.listing(of: list) }
    return ScreenLines(
      self, ListCommand<List>.self, listing: listing,
      on: { self.onList($0, list, search: search) },
      keys: { self.listKeys(list, List.self, search: search) },
      draw: { draw(list.state, self.pager(of: listing()), $0, $1, $2) })
  }

  /// The rows `list` shows, as its pages, its cursor and its typed row numbers need them.
  private func listing<Model: ListScreenModel>(of list: Model) -> Listing {
    let rows = list.state.rows
    return Listing(
      list, ListScreenView.self, layout: ListScreenView.layout(of: rows),
      id: { rows.indices.contains($0.row) ? rows[$0.row].id : nil },
      path: { id in rows.firstIndex { $0.id == id }.map { RowPath(section: 0, row: $0) } })
  }

  private func onList<Model: ListScreenModel, List: ListScreenWords>(
    _ command: ListCommand<List>, _ list: Model, search: ListSearch?
  ) -> Task<Void, Never>? {
    do throws(GalleryRefusal) {
      switch command {
      case .help: showsHelp = true
      case .search(let text):
        search?.search(text)
        resetPage(of: list)
      case .open(let row):
        let id = try idOnPage(row, as: Model.Row.ID.self)
        return try refused({ .screen(ListScreenRefusal<List, Model.Row.ID>(fact: $0)) }) {
          () throws(ListError<Model.Row.ID>) in
          try showing { () throws(ListError<Model.Row.ID>) in try list.open(id) }
        }
      case .next: try paging(.next)
      case .previous: try paging(.previous)
      case .back: goBack()
      case .refresh: return reloading(list)
      case .retry:
        resetPage(of: list)
        return Task { await refusing(list.retry) }
      case .quit: coordinator.quit()
      }
    } catch {
      refuse(error)
    }
    return nil
  }

  /// A list's keys: Enter opens the row under the cursor, `/` searches where the list has a
  /// search, `r` loads the list again.
  private func listKeys<Model: ListScreenModel, List: ListScreenWords>(
    _ list: Model, _: List.Type, search: ListSearch?
  ) -> ScreenKeys {
    ScreenKeys(
      primary: .init(
        verb: "open", summary: SafeText(untrusted: List.words.opening("under the cursor"))
      ) {
        (id: Model.Row.ID) in
        self.run { () throws(ListScreenRefusal<List, Model.Row.ID>) in
          do throws(ListError<Model.Row.ID>) {
            return try self.showing { () throws(ListError<Model.Row.ID>) in try list.open(id) }
          } catch {
            throw ListScreenRefusal(fact: error)
          }
        }
      },
      bindings: [
        .init("r", SafeText(untrusted: List.words.reloading)) { self.reloading(list) }
      ],
      search: search.map { search in
        .init(term: search.term()) { text in
          search.search(text)
          self.resetPage(of: list)
        }
      },
      hints: search == nil
        ? "↑↓ move · Enter open · Esc back · r refresh"
        : "↑↓ move · Enter open · / search · Esc back · r refresh")
  }

  /// Loads `list` again from its first page: the rows it will show are new.
  private func reloading<Model: ListScreenModel>(_ list: Model) -> Task<Void, Never> {
    resetPage(of: list)
    return Task { await list.load() }
  }
}

extension ListScreenView: PagedView {}
