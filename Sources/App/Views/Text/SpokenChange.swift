import Models
import ViewModels
import Words

/// A change a screen saves, in a person's words: what a front end says of it when it was not
/// saved, or when the app ends before the server answered it.
///
/// Each record's change says itself once, in `Words`, for every front end and every way out:
/// the todo list's (`Marking "Buy milk" done`, `TodoListWords`) and a post's comments
/// (`Adding the comment "Nice"`, `PostWords`); here the terminal makes them safe. A new
/// record that is written adopts it beside its screen's other words.
public protocol SpokenChange: OptimisticChange {
  /// The change as what a person did, given the record as it was shown before it.
  static func words(for change: Self, before: Value?) -> SafeText
  /// The sentence for the change not saved, and why.
  static func sentence(_ failure: WriteFailure<Int, Self>) -> SafeText
}

extension SpokenChange {
  /// The sentence for a change the server had not answered when the app ended.
  public static func unanswered(_ change: Self, before: Value?) -> SafeText {
    SafeText(untrusted: FailureWords.unanswered(change: words(for: change, before: before).string))
  }
}

extension TodoChange: SpokenChange {
  public static func words(for change: TodoChange, before: Todo?) -> SafeText {
    SafeText(
      untrusted: TodoListWords.change(change, of: before, fitting: UnsavedText.fitting))
  }

  public static func sentence(_ failure: WriteFailure<Int, TodoChange>) -> SafeText {
    UnsavedText.sentence(failure)
  }
}

extension RecordChange: SpokenChange where Value == Comment {
  public static func words(for change: RecordChange<Comment>, before: Comment?) -> SafeText {
    SafeText(
      untrusted: PostWords.change(change, before: before, fitting: UnsavedText.fitting))
  }

  public static func sentence(_ failure: WriteFailure<Int, RecordChange<Comment>>) -> SafeText {
    PostView.sentence(failure)
  }
}
