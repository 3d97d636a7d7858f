import ViewModels

/// The photo detail's words: why reloading the photo failed, and what its commands, keys or
/// buttons do (what loading the photo again does, where going back returns).
public enum PhotoDetailWords {
  /// What loading the photo again does, in a sentence.
  public static let reloading = "Load this photo again."
  /// Where going back returns.
  public static let returnsTo = "the photo list"

  /// Why reloading the photo failed: the step that failed, and the error's own words.
  public static func reloadFailed(_ failure: LoadFailure) -> String {
    let step =
      switch failure.step {
      case .fetching: "Could not reload this photo"
      case .keeping: "Could not keep this photo"
      }
    return step + ": " + FailureWords.what(failure)
  }
}
