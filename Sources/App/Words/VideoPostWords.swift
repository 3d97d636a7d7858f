import Essentials
import Models

/// The words for why a video cannot be posted or fetched: the facts come from Models
/// (`VideoFileProblem`, `MediaLibraryError`), the sentences live here, one place for every front
/// end and the VideoPost sample's standard error, ready to be said in another language.
public enum VideoPostWords {
  /// One line for `error`: a file or library problem in these words, any other error in its own.
  public static func sentence(for error: any Error) -> String {
    switch error {
    case let problem as VideoFileProblem: sentence(for: problem)
    case let library as MediaLibraryError: sentence(for: library)
    default: String(describing: error)
    }
  }

  /// One line naming the file, what is wrong with it, and what would be accepted.
  public static func sentence(for problem: VideoFileProblem) -> String {
    switch problem {
    case .missing(let path): "No file at \(path); check the path."
    case .notRegularFile(let path, let kind): "\(path) is \(kind), not a video file."
    case .unreadable(let path, let reason): "Cannot read \(path): \(reason)."
    case .empty(let path): "\(path) is empty (0 bytes); there is nothing to post."
    case .tooLarge(let path, let size, let limit):
      "\(path) is \(ByteCountText.text(size)); the most that can be posted is "
        + "\(ByteCountText.text(limit))."
    }
  }

  /// One line saying what went wrong in the library and, where it helps, what is valid.
  public static func sentence(for error: MediaLibraryError) -> String {
    switch error {
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
