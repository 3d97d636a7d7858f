import Foundation
import Models

/// Approach 2, a state enum: one view model whose source is an enum, switched on in every
/// member that depends on it.
///
/// Better than optionals: exactly one source, and the asset's copy lives in the asset's case.
/// The cost moves into the methods. Each member that cares about the input kind switches on
/// it (four here), so the file's logic and the asset's logic are interleaved in every one, and
/// adding a kind means editing all of them. Exhaustive switches make the compiler list those
/// sites for you, unless one was written with `default:` (as `canPost` is, a common shortcut),
/// which a new kind then falls into silently. And members that make sense for one kind only
/// exist for all: `fetch()` can be called on a file, and can only fail at run time.
public final class SourceSwitchingPostModel {
  /// Where the video comes from.
  public enum Source: Hashable, Sendable {
    /// A file, ready to post.
    case file(URL)
    /// A library asset, with its local copy once fetched.
    case asset(MediaAsset, copy: URL?)
  }

  /// Where the video comes from.
  public private(set) var source: Source
  /// The caption.
  public var caption = ""

  private let library: LessonLibrary
  private let server: LessonServer

  /// A model for `source`.
  public init(source: Source, library: LessonLibrary, server: LessonServer) {
    self.source = source
    self.library = library
    self.server = server
  }

  /// What the screen says it will post. (Switch site 1.)
  public var sourceDescription: String {
    switch source {
    case .file(let url): "file \(url.lastPathComponent)"
    case .asset(let asset, _): "asset \(asset.name)"
    }
  }

  /// Copies the asset from the library; for a file, a run-time error the type allowed.
  /// (Switch site 2.)
  public func fetch() throws(LessonError) {
    switch source {
    case .file: throw .nothingToFetch
    case .asset(let asset, _): source = .asset(asset, copy: try library.export(asset))
    }
  }

  /// Whether Post is enabled. (Switch site 3, with the `default:` a new kind falls into.)
  public var canPost: Bool {
    switch source {
    case .asset(_, copy: nil): false
    default: !caption.isEmpty
    }
  }

  /// Posts the file, or the asset's copy once fetched. (Switch site 4.)
  public func post() throws(LessonError) -> Int {
    guard !caption.isEmpty else { throw .noCaption }
    switch source {
    case .file(let url): return server.post(url, caption: caption)
    case .asset(_, let copy?): return server.post(copy, caption: caption)
    case .asset(_, copy: nil): throw .notFetched
    }
  }
}
