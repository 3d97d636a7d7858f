import DataEngine
import Foundation
import Models
import Observation

/// The word list screen's logic, driven only by fetched results: a `ListDataSource` over any
/// `Store` of words gives search, sort and grouping; writes go to the store, and what they
/// changed comes back as a `ChangeSet` and as marks by word id, shown with the next frame.
/// Intents name words by id, as a table view's row would:
/// `try await words.add("pear")` shows `"1 inserted"` in `state.lastChange`.
@MainActor
@Observable
public final class WordListViewModel: ScreenModel {
  /// What the screen shows now, computed from the one value the list stores.
  public var state: State { screen.state(rows: ListRows(list.controller, version: screen.version)) }
  /// The search, sort and grouping in use.
  public var query: WordQuery { screen.query }

  /// The longest word accepted.
  public static let maximumWordLength = 40

  /// The single source of truth: every intent changes this.
  private var screen: WordListScreen
  @ObservationIgnored private let store: any Store<Word>
  @ObservationIgnored private let list: ListDataSource<Word>
  @ObservationIgnored private let inbox: ChangeInbox
  @ObservationIgnored private var random: SeededGenerator
  /// The id the next word gets; nil once the largest `Int` is taken.
  @ObservationIgnored private var nextID: Int?

  /// A list over `store`; `seed` fixes what `churn` does, so a script runs the same every time.
  public init(store: any Store<Word>, seed: UInt64 = 1) throws {
    self.store = store
    list = try ListDataSource(store: store)
    random = SeededGenerator(seed: seed)
    let newest = try store.fetch(
      FetchDescriptor(sortBy: [SortDescriptor(\.id, order: .reverse)], fetchLimit: 1))
    // A kept store may already hold the largest id: then there is no next one, not a trap.
    let (next, overflow) = (newest.first?.id ?? 0).addingReportingOverflow(1)
    nextID = overflow ? nil : next
    screen = WordListScreen()
    inbox = ChangeInbox(watching: list.controller)
    inbox.onArrival { [weak self] in
      // Writes from elsewhere: show them once the main actor is free.
      Task { @MainActor in self?.takeForeignChanges() }
    }
  }

  /// The screen is shown: nothing to load, the words are the store's from the start.
  public func appear() async {}

  /// The screen went away: nothing is under way.
  public func disappear() {}

  // MARK: Query

  /// Keeps words containing `term`, ignoring case and accents; empty shows all.
  public func search(_ term: String) {
    screen.query.searchTerm = term
    list.search(term)
    settle(.searched(term))
  }

  /// Orders the words within each section.
  public func sort(_ sort: WordSort) throws(WordListError) {
    try perform { try list.sort(by: sort.descriptors) }
    screen.query.sort = sort
    settle(.sorted(sort))
  }

  /// Splits words into sections by initial letter, or not.
  public func group(_ grouped: Bool) throws(WordListError) {
    try perform { try list.group(grouped) }
    screen.query.isGrouped = grouped
    settle(.grouped(grouped))
  }

  // MARK: Writes

  /// Adds `text` as a new word.
  public func add(_ text: String) async throws(WordListError) {
    let text = try Self.checked(text)
    let word = try newWord(text)
    try await write(.added(text)) { try store.upsert(word) }
  }

  /// Deletes the word with id `id`; refused when the list does not show it.
  public func delete(_ id: Word.ID) async throws(WordListError) {
    let word = try shown(id)
    try await write(.deleted(word)) { try store.delete(id: word.id) }
  }

  /// Renames the word with id `id` to `text`; refused when the list does not show it.
  public func rename(_ id: Word.ID, to text: String) async throws(WordListError) {
    let text = try Self.checked(text)
    let word = try shown(id)
    try await write(.renamed(word, to: text)) { try store.upsert(Word(id: word.id, text: text)) }
  }

  /// Makes `count` random adds, renames and deletes, saving after each, until cancelled.
  public func churn(_ count: Int) async throws(WordListError) {
    screen.churn = ChurnProgress(saved: 0, total: count)
    var last = ChangeSet.empty
    var lastMarks: [Word.ID: ChangeMark] = [:]
    var saved = 0
    for _ in 0..<count where !Task.isCancelled {
      switch WordChurn.next(count: list.controller.count, using: &random) {
      case .add(let text):
        let word = try newWord(text)
        try perform { try store.upsert(word) }
      case .rename(let position, let text):
        guard let id = list.controller.entity(atOffset: position - 1)?.id else { break }
        try perform { try store.upsert(Word(id: id, text: text)) }
      case .delete(let position):
        guard let id = list.controller.entity(atOffset: position - 1)?.id else { break }
        try perform { try store.delete(id: id) }
      }
      settle(.churning)
      if let step = screen.lastChange, !step.changes.isEmpty {
        (last, lastMarks) = (step.changes, step.marks)
      }
      try await save()
      saved += 1
      screen.churn = ChurnProgress(saved: saved, total: count)
    }
    record(.churned(count), changes: last, writes: saved, marks: lastMarks)
  }

  /// Commits `body`, shows what it changed, then saves (a change a save failed stays).
  private func write(
    _ cause: WordListChange.Cause, _ body: () throws -> Void
  ) async throws(WordListError) {
    try perform(body)
    settle(cause)
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

  /// Records what `cause` changed (announced since the last take): the rows' new version, and
  /// the marks, read while the change set's paths still hold.
  private func settle(_ cause: WordListChange.Cause) {
    let announced = inbox.take()
    if !announced.isEmpty { screen.version += 1 }
    let changes = announced.last ?? .empty
    record(cause, changes: changes, writes: 1, marks: marks(of: changes))
  }

  private func takeForeignChanges() {
    let announced = inbox.take()
    guard let last = announced.last else { return }
    screen.version += 1
    record(.storeChanged, changes: last, writes: announced.count, marks: marks(of: last))
  }

  private func record(
    _ cause: WordListChange.Cause, changes: ChangeSet, writes: Int,
    marks: [Word.ID: ChangeMark]
  ) {
    let number = (screen.lastChange?.number ?? 0) + 1
    screen.lastChange = WordListChange(
      cause: cause, changes: changes, writes: writes, marks: marks, number: number)
  }

  private func marks(of changes: ChangeSet) -> [Word.ID: ChangeMark] {
    ChangeMarks.byID(changes, in: ListRows(list.controller, version: screen.version))
  }

  /// Runs a data source or store call, its failure a refusal.
  private func perform(_ body: () throws -> Void) throws(WordListError) {
    do { try body() } catch { throw .store(LoadFailure(error).message) }
  }

  /// The word with id `id`, if the list shows it.
  private func shown(_ id: Word.ID) throws(WordListError) -> Word {
    guard let word = list.controller.path(of: id).flatMap(list.controller.entity(at:)) else {
      throw .noSuchWord(id)
    }
    return word
  }
}
