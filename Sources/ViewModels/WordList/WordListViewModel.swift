import Foundation
import Models
import Observation

/// The word list screen's logic, driven only by fetched results: a ``ListDataSource`` over any
/// ``Store`` of words gives search, sort and grouping; writes go to the store, and what they
/// changed comes back as a ``ChangeSet``, shown with the next frame.
///
/// ```swift
/// let words = try WordListViewModel(store: InMemoryStore(Word.samples))
/// try await words.add("pear")
/// words.state.lastChange?.changes.summary  // "1 inserted"
/// try words.group(true)
/// try await words.churn(10)
/// ```
@MainActor
@Observable
public final class WordListViewModel {
  /// What the screen shows now, computed from the one value the list stores.
  public var state: State { screen.state { list.controller.entity(at: $0) } }
  /// The search, sort and grouping in use.
  public var query: WordQuery { screen.query }

  /// The longest word accepted.
  public static let maximumWordLength = 40

  /// The single source of truth: every intent changes this, and Observation tracks it.
  private var screen: WordListScreen
  @ObservationIgnored private let store: any Store<Word>
  @ObservationIgnored private let list: ListDataSource<Word>
  @ObservationIgnored private let inbox: ChangeInbox
  @ObservationIgnored private var random: SeededGenerator
  /// The id the next word gets; nil once the largest `Int` is taken and none is left.
  @ObservationIgnored private var nextID: Int?

  /// A list over `store`; `seed` fixes what `churn` does, so a script runs the same every time.
  public init(store: any Store<Word>, seed: UInt64 = 1, pageSize: Int = 20) throws {
    self.store = store
    list = try ListDataSource(store: store)
    random = SeededGenerator(seed: seed)
    let newest = try store.fetch(
      FetchDescriptor(sortBy: [SortDescriptor(\.id, order: .reverse)], fetchLimit: 1))
    // A kept store may already hold the largest id: then there is no next one, not a trap.
    let (next, overflow) = (newest.first?.id ?? 0).addingReportingOverflow(1)
    nextID = overflow ? nil : next
    screen = WordListScreen(pager: ListPager(pageSize: pageSize))
    inbox = ChangeInbox(watching: list.controller)
    screen.pager.layOut(list.controller.sections, showsHeaders: false, keepingPage: false)
    inbox.onArrival { [weak self] in
      // Writes from elsewhere: show them once the main actor is free.
      Task { @MainActor in self?.takeForeignChanges() }
    }
  }

  // MARK: Query

  /// Keeps words containing `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) {
    screen.query.searchTerm = term
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
    screen.query.sort = sort
    settle("sort \(sort.field.rawValue) \(sort.ascending ? "asc" : "desc")", resettingPage: true)
  }

  /// Splits words into sections by initial letter, or not.
  public func group(_ grouped: Bool) throws(WordListError) {
    try perform { try list.group(grouped) }
    screen.query.isGrouped = grouped
    settle(grouped ? "group letter" : "group none", resettingPage: true)
  }

  // MARK: Paging

  /// How many lines a page holds; the coordinator sets it from the terminal's height.
  public func setPageSize(_ size: Int) {
    guard size != screen.pager.pageSize else { return }
    screen.pager.resize(to: size)
  }

  /// Shows the next page; refused on the last one.
  public func nextPage() throws(IntentError) {
    try screen.pager.turn(.next)
    screen.lastChange = nil
  }

  /// Shows the previous page; refused on the first one.
  public func previousPage() throws(IntentError) {
    try screen.pager.turn(.previous)
    screen.lastChange = nil
  }

  // MARK: Writes

  /// Adds `text` as a new word.
  public func add(_ text: String) async throws(WordListError) {
    let text = try Self.checked(text)
    let word = try newWord(text)
    try await write("add \"\(text)\"") { try store.upsert(word) }
  }

  /// Deletes the word in row `row` (numbered from 1 across pages).
  public func delete(row: Int) async throws(WordListError) {
    let word = try word(inRow: row)
    try await write("delete \(row) (\"\(word.text)\")") { try store.delete(id: word.id) }
  }

  /// Renames the word in row `row` to `text`.
  public func rename(row: Int, to text: String) async throws(WordListError) {
    let text = try Self.checked(text)
    let word = try word(inRow: row)
    try await write("rename \(row) to \"\(text)\"") {
      try store.upsert(Word(id: word.id, text: text))
    }
  }

  /// Makes `count` random adds, renames and deletes, saving after each; when cancelled, stops
  /// having saved what it did.
  public func churn(_ count: Int) async throws(WordListError) {
    screen.churn = ChurnProgress(saved: 0, total: count)
    var last = ChangeSet.empty
    var saved = 0
    for _ in 0..<count where !Task.isCancelled {
      switch WordChurn.next(rows: screen.pager.rowCount, using: &random) {
      case .add(let text):
        let word = try newWord(text)
        try perform { try store.upsert(word) }
      case .rename(let row, let text):
        let id = try word(inRow: row).id
        try perform { try store.upsert(Word(id: id, text: text)) }
      case .delete(let row):
        let id = try word(inRow: row).id
        try perform { try store.delete(id: id) }
      }
      settle("churn")
      if let changes = screen.lastChange?.changes, !changes.isEmpty { last = changes }
      try await save()
      saved += 1
      screen.churn = ChurnProgress(saved: saved, total: count)
    }
    screen.lastChange = WordListChange(action: "churn \(count)", changes: last, writes: saved)
  }

  /// Commits `body`, shows what it changed, then saves; after a failed save, the change stays
  /// until a later save succeeds.
  private func write(_ action: String, _ body: () throws -> Void) async throws(WordListError) {
    try perform(body)
    settle(action)
    try await save()
  }

  private func save() async throws(WordListError) {
    do { try await store.save() } catch { throw .store(String(describing: error)) }
  }

  private func newWord(_ text: String) throws(WordListError) -> Word {
    guard let id = nextID else { throw .noIDLeft }
    let (next, overflow) = id.addingReportingOverflow(1)
    nextID = overflow ? nil : next
    return Word(id: id, text: text)
  }

  /// `text` without surrounding spaces, if it makes a word.
  private static func checked(_ text: String) throws(WordListError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .emptyWord }
    guard trimmed.count <= maximumWordLength else { throw .wordTooLong(limit: maximumWordLength) }
    return trimmed
  }

  // MARK: Showing changes

  /// Records what `action` changed (announced since the last take) and lays the rows out again.
  private func settle(_ action: String, resettingPage: Bool = false) {
    let announced = inbox.take()
    screen.lastChange = WordListChange(action: action, changes: announced.last ?? .empty)
    relayout(keepingPage: !resettingPage)
  }

  private func takeForeignChanges() {
    let announced = inbox.take()
    guard let last = announced.last else { return }
    screen.lastChange = WordListChange(
      action: "store changed", changes: last, writes: announced.count)
    relayout(keepingPage: true)
  }

  private func relayout(keepingPage: Bool) {
    screen.pager.layOut(
      list.controller.sections, showsHeaders: screen.query.isGrouped, keepingPage: keepingPage)
  }

  /// Runs a data source or store call, turning its failure into a refusal worded as a load
  /// failure is.
  private func perform(_ body: () throws -> Void) throws(WordListError) {
    do { try body() } catch { throw .store(LoadFailure(error).message) }
  }

  /// The word in row `number` (from 1, across pages).
  private func word(inRow number: Int) throws(WordListError) -> Word {
    guard let path = screen.pager.path(ofRow: number),
      let word = list.controller.entity(at: path)
    else {
      throw .noSuchRow(number, count: screen.pager.rowCount)
    }
    return word
  }
}
