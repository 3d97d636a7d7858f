import Foundation
import Models

/// Approach 4, fragmentation by composition: one model per input kind, each *containing* the
/// part every kind shares. This is what the kit's video-post view models do (`VideoPostCore`).
///
/// Each model holds exactly what its kind has, so there is nothing to be `nil` and no kind to
/// switch on: a file model has its file from the start and no `fetch()`; an asset model has a
/// fetch stage of its own and can only post what it fetched. The shared part knows no kind at
/// all: it takes the file to post as an argument. A third kind is a new type beside these (see
/// `RecordingPostModel`), and no existing line changes. The price is forwarding: each model
/// repeats a line or two per shared intent.
///
/// Composition has a pitfall of its own: a model that exposes its core exposes the core's
/// `post(_:)`, and `asset.core.post(anyFile)` posts a file the asset never fetched. So each
/// model keeps its core private and forwards the caption, as the kit's video-post view models
/// do; `CompositionTests` checks that no public member posts an unfetched asset.
public struct PostCore {
  public var caption = ""
  let server: LessonServer

  /// The shared part, posting to `server`.
  public init(server: LessonServer) {
    self.server = server
  }

  /// Whether the caption can be posted.
  public var captionIsValid: Bool { !caption.isEmpty }

  /// Posts `file` with the caption.
  public func post(_ file: URL) throws(LessonError) -> Int {
    guard captionIsValid else { throw .noCaption }
    return server.post(file, caption: caption)
  }
}

/// A file, by composition: the file is known from the start.
public final class FilePostModel {
  /// The file to post.
  public let file: URL
  private var core: PostCore

  /// A model for `file`.
  public init(file: URL, server: LessonServer) {
    self.file = file
    self.core = PostCore(server: server)
  }

  /// The caption, kept by the shared part.
  public var caption: String {
    get { core.caption }
    set { core.caption = newValue }
  }
  /// What the screen says it will post.
  public var sourceDescription: String { "file \(file.lastPathComponent)" }
  /// Whether Post is enabled.
  public var canPost: Bool { core.captionIsValid }
  /// Posts the file.
  public func post() throws(LessonError) -> Int { try core.post(file) }
}

/// An asset, by composition: a fetch stage of its own, then the shared posting.
public final class AssetPostModel {
  /// How far fetching the asset has come.
  public enum Stage: Hashable, Sendable {
    /// Not copied from the library yet.
    case notFetched
    /// Copied; this is the file to post.
    case fetched(URL)
  }

  /// The asset to post.
  public let asset: MediaAsset
  /// How far fetching has come.
  public private(set) var stage = Stage.notFetched
  private var core: PostCore
  private let library: LessonLibrary

  /// A model for `asset`.
  public init(asset: MediaAsset, library: LessonLibrary, server: LessonServer) {
    self.asset = asset
    self.library = library
    self.core = PostCore(server: server)
  }

  /// The caption, kept by the shared part.
  public var caption: String {
    get { core.caption }
    set { core.caption = newValue }
  }

  /// What the screen says it will post.
  public var sourceDescription: String { "asset \(asset.name)" }

  /// Copies the asset from the library.
  public func fetch() throws(LessonError) {
    stage = .fetched(try library.export(asset))
  }

  /// Whether Post is enabled: fetched, with a valid caption.
  public var canPost: Bool {
    guard case .fetched = stage else { return false }
    return core.captionIsValid
  }

  /// Posts the fetched copy.
  public func post() throws(LessonError) -> Int {
    guard case .fetched(let copy) = stage else { throw .notFetched }
    return try core.post(copy)
  }
}
