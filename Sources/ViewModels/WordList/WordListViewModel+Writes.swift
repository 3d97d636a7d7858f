import Foundation
import Models

// The intents that write to the store: each commits, shows what it changed, then saves.
extension WordListViewModel {
  /// Adds `text` as a new word.
  public func add(_ text: String) async throws(WordListError) {
    let text = try Self.checked(text)
    try await write("add \"\(text)\"") { try store.upsert(newWord(text)) }
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

  /// Makes `count` random changes (adds, renames, deletes), saving after each one, as a list
  /// that changes while you watch. Stops early, having saved what it did, when cancelled.
  public func churn(_ count: Int) async throws(WordListError) {
    churnProgress = ChurnProgress(saved: 0, total: count)
    var last = ChangeSet.empty
    var saved = 0
    for _ in 0..<count where !Task.isCancelled {
      let mutation = WordChurn.next(rows: pager.rowCount, using: &random)
      try perform { try apply(mutation) }
      last = showStep() ?? last
      try await save()
      saved += 1
      churnProgress = ChurnProgress(saved: saved, total: count)
    }
    lastChange = WordListChange(action: "churn \(count)", changes: last, writes: saved)
    publish()
  }

  private func apply(_ mutation: WordChurn.Mutation) throws {
    switch mutation {
    case .add(let text):
      try store.upsert(newWord(text))
    case .rename(let row, let text):
      try store.upsert(Word(id: try word(inRow: row).id, text: text))
    case .delete(let row):
      try store.delete(id: try word(inRow: row).id)
    }
  }

  /// Commits `body`, shows what it changed, then saves; a failed save is reported, and the
  /// change stays on screen (and in memory) until a later save succeeds.
  private func write(_ action: String, _ body: () throws -> Void) async throws(WordListError) {
    try perform(body)
    settle(action)
    try await save()
  }

  private func save() async throws(WordListError) {
    do {
      try await store.save()
    } catch {
      throw .store(String(describing: error))
    }
  }

  private func newWord(_ text: String) -> Word {
    defer { nextID += 1 }
    return Word(id: nextID, text: text)
  }

  /// Shows what one churn step changed; returns its change set if anything visible changed.
  private func showStep() -> ChangeSet? {
    settle("churn", writes: 1)
    return lastChange?.changes.isEmpty == false ? lastChange?.changes : nil
  }

  /// `text` without surrounding spaces, if it makes a word.
  static func checked(_ text: String) throws(WordListError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .emptyWord }
    guard trimmed.count <= maximumWordLength else { throw .wordTooLong(limit: maximumWordLength) }
    return trimmed
  }
}
