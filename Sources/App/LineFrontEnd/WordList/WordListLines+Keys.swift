import Models
import ViewModels
import Views

// The word list's keys, declared with its view model's types: `d` deletes the word under the
// cursor and `e` renames it (the field opens with the word for you to edit), `/` searches as
// you type, and `a` and `c` open the command line with `add ` or `churn ` typed, since they
// need a word or a number the command already knows how to read.
extension WordListLines: KeyDeclaring {
  /// What the keys overlay says `q` leaves.
  public var name: String { "the word list" }

  public func closeHelp() { showsHelp = false }

  /// The word list's keys.
  public var keysInFront: ScreenKeys {
    ScreenKeys(
      rowBindings: [
        .asking("e", "Rename the word under the cursor: edit it, then Enter renames it.") {
          (id: Word.ID) in
          guard let text = self.text(of: id) else { return nil }
          return .init(text: text) { self.rename(id, to: $0) }
        },
        .init("d", "Delete the word under the cursor.") { (id: Word.ID) in
          self.delete(id)
        },
      ],
      bindings: [
        .asking("a", "Add a word: types 'add ' for you to finish.") { .command("add ") },
        .asking("c", "Make random changes: types 'churn ' for you to finish.") {
          .command("churn ")
        },
        .init("s", "Sort by text ↑, text ↓, as added ↑, as added ↓ in turn.") {
          self.requery { list throws(WordListError) in
            try list.sort(Self.sort(after: list.query.sort))
          }
          return nil
        },
        .init("g", "Group by initial letter, or not.") {
          self.requery { list throws(WordListError) in try list.group(!list.query.isGrouped) }
          return nil
        },
      ],
      search: .init(term: list.query.searchTerm) { term in
        self.requery { list in list.search(term) }
      },
      hints: "↑↓ move · / search · a add · e rename · d delete · c churn · s sort · g group")
  }

  /// The sort `s` moves to from `sort`: by text ↑, text ↓, as added ↑, as added ↓, and round.
  static func sort(after sort: WordSort) -> WordSort {
    switch (sort.field, sort.ascending) {
    case (.text, true): WordSort(field: .text, ascending: false)
    case (.text, false): WordSort(field: .added, ascending: true)
    case (.added, true): WordSort(field: .added, ascending: false)
    case (.added, false): WordSort(field: .text, ascending: true)
    }
  }

  /// The text of the word with id `id`, if the list shows it.
  private func text(of id: Word.ID) -> String? {
    guard case .loaded(let content) = list.state.words else { return nil }
    return content.rows.path(of: id).flatMap { content.rows[$0] }?.text
  }
}
