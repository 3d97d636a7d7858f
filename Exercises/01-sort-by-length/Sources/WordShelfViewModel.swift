import DataEngine
import Foundation
import Models
import Observation
import ViewModels

/// The word shelf's logic: a list of words to search and sort, driven by the kit's
/// ``ListDataSource`` over any store of words.
///
/// Its one source of truth is the query: every intent changes the list and the query together,
/// and the public ``state`` is derived from them, so the two can never disagree.
///
/// ```swift
/// let shelf = try WordShelfViewModel(store: InMemoryStore(words))
/// try shelf.sort(ShelfSort(field: .added))
/// shelf.state.words  // in the order they were added
/// ```
@MainActor
@Observable
public final class WordShelfViewModel {
  /// What the shelf shows: its words in order, and the query that chose and ordered them.
  public struct State: Hashable, Sendable {
    /// The words shown, top to bottom.
    public let words: [Word]
    /// The search and sort in use.
    public let query: ShelfQuery
  }

  /// What the screen shows now.
  public var state: State {
    let words = list.controller.entities(inSection: 0, rows: 0..<list.controller.count)
    return State(words: words, query: query)
  }

  /// The one stored value Observation tracks; the list below follows it.
  private var query = ShelfQuery()
  @ObservationIgnored private let list: ListDataSource<Word>

  /// A shelf of every word in `store`, alphabetically.
  public init(store: any Store<Word>) throws {
    list = try ListDataSource(store: store)
  }

  /// Keeps words containing `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) {
    list.search(term)
    query.searchTerm = term
  }

  /// Orders the words; ties keep the order the store gives them (by id).
  public func sort(_ sort: ShelfSort) throws(WordListError) {
    let order: SortOrder = sort.ascending ? .forward : .reverse
    let descriptors: [SortDescriptor<Word>] =
      switch sort.field {
      case .text: [SortDescriptor(\.foldedText, order: order)]
      case .added: [SortDescriptor(\.id, order: order)]
      }
    do {
      try list.sort(by: descriptors)
    } catch {
      throw .store(String(describing: error))
    }
    query.sort = sort
  }
}
