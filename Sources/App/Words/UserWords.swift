import ViewModels

/// The profile's words: what it says before and while it loads, why it failed, a field the
/// server did not send, and what its commands, keys or buttons do.
public enum UserWords {
  /// What loading the profile again does, in a sentence.
  public static let reloading = "Load this profile again."
  /// Where going back returns.
  public static let returnsTo = "the screen before"
  /// What shows before the profile is asked for.
  public static let notLoaded = "The profile is not loaded yet."
  /// What shows while the profile loads.
  public static let loading = "Loading the profile…"
  /// What a field the server did not send shows.
  public static let notGiven = "not given"

  /// Why the profile could not be loaded.
  public static func loadFailed(_ failure: LoadFailure) -> String {
    "Could not load the profile: " + FailureWords.what(failure)
  }
}
