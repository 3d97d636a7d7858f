import Models
import ViewModels

/// A post's words: what it says before and while it loads, why it failed, why an intent was
/// refused, and a change of a comment said as what a person did, for a write that was not
/// saved. The one place the post's sentences live.
///
/// ```swift
/// PostWords.refusal(.noSuchComment(4))  // "Comment 4 is no longer on the post."
/// ```
public enum PostWords {
  /// What shows before the post is asked for.
  public static let notLoaded = "The post is not loaded yet."
  /// What shows while the post loads.
  public static let loading = "Loading the post…"
  /// What shows under a post no one has commented on.
  public static let noComments = "No comments yet."

  /// Why the post could not be loaded.
  public static func loadFailed(_ failure: LoadFailure) -> String {
    "Could not load the post: " + FailureWords.what(failure)
  }

  /// Why the post refused an intent.
  public static func refusal(_ error: PostError) -> String {
    switch error {
    case .notLoaded: "The post has not loaded yet."
    case .noSuchComment(let id): "Comment \(id) is no longer on the post."
    case .text(.empty): "A comment needs some text."
    case .text(.controlCharacters): "A comment is one line, without tabs or control characters."
    case .text(.tooLong(let count, let limit)):
      "A comment has at most \(limit) characters; this one has \(count)."
    }
  }

  /// One sentence saying what `failure` did not save, and why; `fitting` shortens the comment's
  /// text to what the front end has room for, and keeps it by default.
  public static func unsaved(
    _ failure: CommentWriteFailure, fitting: (String) -> String = { $0 }
  ) -> String {
    let change = change(failure.change, before: failure.target, fitting: fitting)
    return FailureWords.unsaved(failure, change: change, record: "comment")
  }

  /// A change of a comment, said as what a person did: `Adding the comment "Nice"`, given the
  /// comment as it was shown before it; its text goes through `fitting` before it is quoted.
  public static func change(
    _ change: CommentChange, before shown: Comment?, fitting: (String) -> String = { $0 }
  ) -> String {
    let text = change.created?.body ?? shown?.body ?? ""
    let quoted = "\"" + fitting(text) + "\""
    return (change.removes ? "Deleting the comment " : "Adding the comment ") + quoted
  }
}
