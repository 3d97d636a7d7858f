import ViewModels

/// The Gallery's words for a refusal: the view model's fact, and where a Gallery command helps,
/// a hint naming it. View models name no command; the coordinator, which owns the commands,
/// does.
///
/// ```swift
/// RefusalHints.message(for: IntentError.noSuchPage(direction: .next, current: 2, count: 2))
/// // "Already on the last page (2 of 2); prev goes back."
/// ```
enum RefusalHints {
  /// The one line the Gallery shows for `error`.
  static func message(for error: any Error) -> String {
    switch error {
    case IntentError.rowNotVisible(_, visible: .some): continuing(error, ", or next/prev to page.")
    case IntentError.noSuchPage(direction: let direction, _, _):
      continuing(error, paging(direction))
    case PhotoListError.unknownAlbum(_, known: .some): continuing(error, ", or all.")
    default: String(describing: error)
    }
  }

  /// The hint for a page move refused towards `direction`: the command that goes the other way.
  static func paging(_ direction: IntentError.PageDirection) -> String {
    switch direction {
    case .next: "; prev goes back."
    case .previous: "; next goes forward."
    }
  }

  /// The fact `error` states, its sentence continued by `hint` in place of its full stop.
  static func continuing(_ error: any Error, _ hint: String) -> String {
    String(String(describing: error).dropLast()) + hint
  }
}
