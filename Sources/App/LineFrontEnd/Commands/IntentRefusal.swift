import ViewModels
import Views
import Words

/// The terminal's words for a shared ``IntentError`` and for the line front end's own
/// ``PageRefusal``s, with the command that helps: both list samples page with `next` and `prev`.
///
/// ```swift
/// IntentRefusal.words(PageRefusal.noSuchPage(direction: .next, current: 2, count: 2))
/// // "Already on the last page (2 of 2); prev goes back."
/// ```
enum IntentRefusal {
  /// The whole line for `error`, in the words every front end shares.
  static func words(_ error: IntentError) -> String { FailureWords.refusal(error) }

  /// The whole line for `refusal`, with the command that helps where one does.
  static func words(_ refusal: PageRefusal) -> String {
    switch refusal {
    case .rowNotVisible(let row, let visible?):
      "No row \(row) on this page: choose \(visible.spoken), or next/prev to page."
    case .rowNotVisible(let row, nil): "No row \(row): there are no rows on this page."
    case .noSuchPage(.next, let current, let count):
      "Already on the last page (\(current) of \(count)); prev goes back."
    case .noSuchPage(.previous, let current, let count):
      "Already on the first page (\(current) of \(count)); next goes forward."
    }
  }

  /// The whole line for row `row` typed on a list of `count` rows of `noun`s (`No word 7:
  /// choose 1–5.`); `empty` ends the line when the list has none.
  static func noSuchRow(_ row: Int, count: Int, noun: String, empty: String) -> String {
    count == 0
      ? "No \(noun) \(row): \(empty)."
      : "No \(noun) \(row): choose \(count == 1 ? "1" : "1–\(count)")."
  }
}
