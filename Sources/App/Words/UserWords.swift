/// The profile's words for what its commands, keys or buttons do: what loading the profile
/// again does, and where going back returns.
public enum UserWords {
  /// What loading the profile again does, in a sentence.
  public static let reloading = "Load this profile again."
  /// Where going back returns.
  public static let returnsTo = "the screen before"
}
