import Foundation

/// Approach 6, an enum of per-kind child models: the composed models of approach 4, held by
/// a parent as one value whose cases are the kinds.
///
/// Each kind keeps its own model (only the asset's has `fetch()`), and whoever holds the
/// screen holds one `PostModelChoice`, not an optional per kind. The shared members switch
/// exhaustively once each, here, so a third kind is a case and a line in each switch, all
/// listed by the compiler. The price: what the kinds share lives in each child, so replacing
/// one child with another (a "File | Library" toggle) starts from an empty caption unless the
/// parent carries it across, as ``replaced(by:)`` does.
public enum PostModelChoice {
  /// Posting a file.
  case file(FilePostModel)
  /// Posting a library asset.
  case asset(AssetPostModel)
  /// Posting a camera recording.
  case recording(RecordingPostModel)

  /// What the screen says it will post.
  public var sourceDescription: String {
    switch self {
    case .file(let model): model.sourceDescription
    case .asset(let model): model.sourceDescription
    case .recording(let model): model.sourceDescription
    }
  }

  /// The caption of the chosen kind's model.
  public var caption: String {
    get {
      switch self {
      case .file(let model): model.caption
      case .asset(let model): model.caption
      case .recording(let model): model.caption
      }
    }
    nonmutating set {
      switch self {
      case .file(let model): model.caption = newValue
      case .asset(let model): model.caption = newValue
      case .recording(let model): model.caption = newValue
      }
    }
  }

  /// Whether Post is enabled for the chosen kind.
  public var canPost: Bool {
    switch self {
    case .file(let model): model.canPost
    case .asset(let model): model.canPost
    case .recording(let model): model.canPost
    }
  }

  /// Posts through the chosen kind's model.
  public func post() throws(LessonError) -> Int {
    switch self {
    case .file(let model): try model.post()
    case .asset(let model): try model.post()
    case .recording(let model): try model.post()
    }
  }

  /// `other`, with this choice's caption carried across: the children share nothing.
  public func replaced(by other: PostModelChoice) -> PostModelChoice {
    other.caption = caption
    return other
  }
}
