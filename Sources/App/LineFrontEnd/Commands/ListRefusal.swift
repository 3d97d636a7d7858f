import ViewModels
import Views

/// A refusal on a list screen of the line front end: its own (a page, a typed row number) or
/// its view model's `Failure`. One type, so each list words every refusal in one exhaustive
/// switch, and the words for pages and row numbers are the same on every list.
///
/// ```swift
/// ListRefusal<WordListError>.noSuchRow(7, count: 5)
///   .words(noun: "word", empty: "the list is empty") { $0.description }
/// // "No word 7: choose 1–5."
/// ```
enum ListRefusal<Failure: Error & Hashable & Sendable>: Error, Hashable, Sendable {
  case paging(PageRefusal)
  /// A row number outside the list, which shows `count` rows.
  case noSuchRow(Int, count: Int)
  case list(Failure)

  /// The whole line: paging with the command that helps, a row number with `noun` for the
  /// list's rows (and `empty` when it has none), and the view model's own refusal as `failure`
  /// words it.
  func words(noun: String, empty: String, failure: (Failure) -> String) -> String {
    switch self {
    case .paging(let error): IntentRefusal.words(error)
    case .noSuchRow(let row, let count):
      IntentRefusal.noSuchRow(row, count: count, noun: noun, empty: empty)
    case .list(let error): failure(error)
    }
  }
}

/// The word list's refusals.
typealias WordListRefusal = ListRefusal<WordListError>
/// The todo list's refusals.
typealias TodosRefusal = ListRefusal<TodoListError>
