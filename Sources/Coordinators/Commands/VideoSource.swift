/// Where a video to post comes from, as `post-video` names it.
public enum VideoSource: Hashable, Sendable {
  /// A file at this path, relative to the working directory or absolute.
  case file(String)
  /// The media-library asset with this identifier.
  case asset(String)

  /// How `post-video` is typed.
  static let usage = "post-video file PATH|asset ID"

  /// Parses what follows `post-video`: `file PATH` (the path kept exactly) or `asset ID`.
  init(parsing rest: String) throws(CommandError) {
    let typed = TypedLine(rest)
    switch typed.word.lowercased() {
    case "file" where !typed.rest.isEmpty: self = .file(typed.rest)
    case "asset" where typed.arguments.count == 1: self = .asset(typed.rest)
    default: throw .invalid(usage: Self.usage, given: typed.arguments.isEmpty ? [] : [rest])
    }
  }
}
