import ViewModels

/// The terminal's words for the todo list's refusals: the view model hands over the fact, and
/// this is the one place its sentences live, ready for a translation.
enum TodoListWords {
  /// The whole line for `error`.
  static func refusal(_ error: TodoListError) -> String {
    switch error {
    case .notLoaded: "The todos have not loaded yet."
    case .noSuchTodo(let id): "Todo \(id) is no longer in the list."
    case .title(.empty): "A todo needs a title."
    case .title(.controlCharacters): "A title is one line, without tabs or control characters."
    case .title(.tooLong(let count, let limit)):
      "A title has at most \(limit) characters; this one has \(count)."
    }
  }
}
