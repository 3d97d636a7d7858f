import Models

/// Everything ``WordListViewModel`` shows, in one stored value; the public state is computed
/// from it.
struct WordListScreen {
  var query = WordQuery()
  /// How the fetched results' rows fall into pages, and the page on screen.
  var pager: ListPager
  var lastChange: WordListChange?
  var churn: ChurnProgress?

  /// What the screen shows, reading the visible rows' words with `word`.
  func state(word: (RowPath) -> Word?) -> WordListViewModel.State {
    WordListViewModel.State(words: words(word), lastChange: lastChange, churn: churn)
  }

  private func words(_ word: (RowPath) -> Word?) -> WordListViewModel.Words {
    guard pager.rowCount > 0 else {
      return .empty(query.searchTerm.isEmpty ? .noWords : .noMatches(query.searchTerm))
    }
    let marks = ChangeMarks(lastChange?.changes ?? .empty)
    let page = pager.page
    let lines = page.lines.compactMap { line -> WordListLine? in
      switch line {
      case .header(let key, let count, let continued):
        return .header(key, wordCount: count, continued: continued)
      case .row(let number, let path):
        return word(path).map { .word(row: number, $0, mark: marks.mark(at: path)) }
      }
    }
    return .loaded(
      WordListContent(
        wordCount: pager.rowCount, sectionCount: pager.sectionCount, query: query, lines: lines,
        page: page.info))
  }
}
