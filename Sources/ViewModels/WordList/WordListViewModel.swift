import Foundation
import Models
import Observation

/// The word list screen's logic, driven only by fetched results: a ``ListDataSource`` over a
/// store of words gives search, sort and grouping; writes go to the store, and what they changed
/// comes back from the fetched results as a ``ChangeSet``, shown with the next frame.
///
/// The store is any ``Store`` of words: memory or a file, the view model cannot tell.
///
/// ```swift
/// let words = try WordListViewModel(store: InMemoryStore(Word.samples))
/// try await words.add("pear")
/// words.lastChange?.changes.summary  // "1 inserted"
/// try words.group(true)
/// try await words.churn(10)
/// ```
@MainActor
@Observable
public final class WordListViewModel {
  /// What the screen shows now.
  public private(set) var state: State = .empty(.noWords)
  /// The search, sort and grouping in use.
  public private(set) var query = WordQuery()
  /// What the last command changed; nil after a command that changes nothing (paging).
  public internal(set) var lastChange: WordListChange?
  /// How far the last `churn` got, while it runs and after.
  public internal(set) var churnProgress: ChurnProgress?

  /// The longest word accepted.
  public static let maximumWordLength = 40

  @ObservationIgnored let store: any Store<Word>
  @ObservationIgnored let list: ListDataSource<Word>
  @ObservationIgnored var random: SeededGenerator
  @ObservationIgnored var nextID: Int
  @ObservationIgnored private var inbox: ChangeInbox?
  @ObservationIgnored var pager = ListPager(sections: [], showsHeaders: false, pageSize: 20)
  @ObservationIgnored private var pageIndex = 0

  /// A list over `store`; `seed` fixes what `churn` does, so a script runs the same every time.
  public init(store: any Store<Word>, seed: UInt64 = 1, pageSize: Int = 20) throws {
    self.store = store
    list = try ListDataSource(store: store)
    random = SeededGenerator(seed: seed)
    let newest = try store.fetch(
      FetchDescriptor(sortBy: [SortDescriptor(\.id, order: .reverse)], fetchLimit: 1))
    nextID = (newest.first?.id ?? 0) + 1
    pager = pager.resized(to: pageSize)
    inbox = ChangeInbox(watching: list.controller) { [weak self] in
      // Writes from elsewhere: show them once the main actor is free.
      Task { @MainActor in self?.takeForeignChanges() }
    }
    publish()
  }

  // MARK: Query

  /// Keeps words containing `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) {
    query.searchTerm = term
    list.search(term)
    settle(term.isEmpty ? "search cleared" : "search \"\(term)\"", resettingPage: true)
  }

  /// Orders the words within each section.
  public func sort(_ sort: WordSort) throws(WordListError) {
    let order: SortOrder = sort.ascending ? .forward : .reverse
    let descriptors =
      switch sort.field {
      case .text: [SortDescriptor(\Word.foldedText, order: order)]
      case .added: [SortDescriptor(\Word.id, order: order)]
      }
    try perform { try list.sort(by: descriptors) }
    query.sort = sort
    settle("sort \(sort.field.rawValue) \(sort.ascending ? "asc" : "desc")", resettingPage: true)
  }

  /// Splits words into sections by initial letter, or not.
  public func group(_ grouped: Bool) throws(WordListError) {
    try perform { try list.group(grouped) }
    query.isGrouped = grouped
    settle(grouped ? "group letter" : "group none", resettingPage: true)
  }

  // MARK: Paging

  /// How many lines a page holds; the coordinator sets it from the terminal's height.
  public func setPageSize(_ size: Int) {
    guard size != pager.pageSize else { return }
    (pager, pageIndex) = pager.resized(to: size, keepingPage: pageIndex)
    publish()
  }

  /// Shows the next page; refused on the last one.
  public func nextPage() throws(WordListError) {
    guard pageIndex + 1 < pager.pageCount else {
      throw .noSuchPage(next: true, current: pageIndex + 1, count: pager.pageCount)
    }
    pageIndex += 1
    lastChange = nil
    publish()
  }

  /// Shows the previous page; refused on the first one.
  public func previousPage() throws(WordListError) {
    guard pageIndex > 0 else {
      throw .noSuchPage(next: false, current: pageIndex + 1, count: pager.pageCount)
    }
    pageIndex -= 1
    lastChange = nil
    publish()
  }

  // MARK: Showing changes

  /// Records what `action` changed (everything announced since the last take) and redraws.
  func settle(_ action: String, writes: Int = 1, resettingPage: Bool = false) {
    let announced = inbox?.take() ?? []
    lastChange = WordListChange(action: action, changes: announced.last ?? .empty, writes: writes)
    if resettingPage { pageIndex = 0 }
    publish()
  }

  private func takeForeignChanges() {
    guard let announced = inbox?.take(), let last = announced.last else { return }
    lastChange = WordListChange(action: "store changed", changes: last, writes: announced.count)
    publish()
  }

  /// Runs a data source or store call, turning its failure into a refusal.
  func perform(_ body: () throws -> Void) throws(WordListError) {
    do {
      try body()
    } catch {
      throw .store((error as? any LocalizedError)?.errorDescription ?? String(describing: error))
    }
  }

  /// The word in row `number` (from 1, across pages).
  func word(inRow number: Int) throws(WordListError) -> Word {
    guard let path = pager.path(ofRow: number), let word = list.controller.entity(at: path) else {
      throw .noSuchRow(number, count: pager.rowCount)
    }
    return word
  }

  func publish() {
    let controller = list.controller
    pager = ListPager(
      sections: controller.sections, showsHeaders: query.isGrouped, pageSize: pager.pageSize)
    pageIndex = min(pageIndex, pager.pageCount - 1)
    guard pager.rowCount > 0 else {
      state = .empty(query.searchTerm.isEmpty ? .noWords : .noMatches(query.searchTerm))
      return
    }
    let marks = lastChange.map { ChangeMarks($0.changes) } ?? .none
    let page = pager.page(pageIndex)
    let lines = page.lines.map { line -> WordListLine in
      switch line {
      case .header(let key, let count, let continued):
        return .header(key, wordCount: count, continued: continued)
      case .row(let number, let path):
        return .word(row: number, controller.entity(at: path)!, mark: marks.mark(at: path))
      }
    }
    state = .loaded(
      WordListContent(
        wordCount: pager.rowCount, sectionCount: controller.sections.count, query: query,
        lines: lines, page: page.info))
  }
}
