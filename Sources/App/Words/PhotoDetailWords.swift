/// The photo detail's words for what its commands, keys or buttons do: what loading the photo
/// again does, and where going back returns.
public enum PhotoDetailWords {
  /// What loading the photo again does, in a sentence.
  public static let reloading = "Load this photo again."
  /// Where going back returns.
  public static let returnsTo = "the photo list"
}
