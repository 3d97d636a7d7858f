/// Why a media library could not list or export: facts with their values; a front end words
/// them (the words are `VideoPostWords`, in Words).
public enum MediaLibraryError: Error, Hashable, Sendable {
  /// No asset has this identifier; `known` lists those that exist.
  case noSuchAsset(String, known: [String])
  /// The library's folder could not be read.
  case unreadableLibrary(path: String, reason: String)
  /// Copying an asset failed part of the way; nothing usable was left behind.
  case exportFailed(name: String, reason: String)

}
