import DataEngine
import Foundation
import Models

/// Everything ``WordListViewModel`` shows beside the fetched results, in one stored value; the
/// public state is computed from it and from them.
struct WordListScreen {
  var query = WordQuery()
  /// Counts the changes to the fetched results, whoever made them: the rows' version.
  var version = 0
  var lastChange: WordListChange?
  var churn: ChurnProgress?

  /// What the screen shows, with `rows` the fetched results now.
  func state(rows: ListRows<Word>) -> WordListViewModel.State {
    let words: WordListViewModel.Words =
      rows.count > 0
      ? .loaded(WordListContent(rows: rows, query: query))
      : .empty(query.searchTerm.isEmpty ? .noWords : .noMatches(query.searchTerm))
    return WordListViewModel.State(words: words, lastChange: lastChange, churn: churn)
  }
}

extension ListSort where SortField == WordSortField {
  /// The sort descriptors for this sort: by folded text, or by id (the order words were added).
  var descriptors: [SortDescriptor<Word>] {
    let order: SortOrder = ascending ? .forward : .reverse
    return switch field {
    case .text: [SortDescriptor(\Word.foldedText, order: order)]
    case .added: [SortDescriptor(\Word.id, order: order)]
    }
  }
}
