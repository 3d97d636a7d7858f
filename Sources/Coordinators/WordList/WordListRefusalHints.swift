import ViewModels

/// The WordList sample's words for a refusal: the view model's fact, and where a command helps,
/// a hint naming it (the same paging words as the Gallery's).
enum WordListRefusalHints {
  /// The one line the word list shows for `error`.
  static func message(for error: any Error) -> String {
    switch error {
    case IntentError.noSuchPage(direction: let direction, _, _):
      RefusalHints.continuing(error, RefusalHints.paging(direction))
    default: String(describing: error)
    }
  }
}
