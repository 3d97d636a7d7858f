/// Why a media library could not list or export; the description is one line for a person.
public enum MediaLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No asset has this identifier; `known` lists those that exist.
  case noSuchAsset(String, known: [String])
  /// The library's folder could not be read.
  case unreadableLibrary(path: String, reason: String)
  /// Copying an asset failed part of the way; nothing usable was left behind.
  case exportFailed(name: String, reason: String)

  /// One line saying what went wrong and, where it helps, what is valid.
  public var description: String {
    switch self {
    case .noSuchAsset(let id, let known) where known.isEmpty:
      "No asset '\(id)': the library is empty."
    case .noSuchAsset(let id, let known):
      "No asset '\(id)'. Assets: \(known.joined(separator: ", "))."
    case .unreadableLibrary(let path, let reason): "Cannot read the library at \(path): \(reason)"
    case .exportFailed(let name, let reason):
      "Could not fetch '\(name)' from the library: \(reason)"
    }
  }
}
