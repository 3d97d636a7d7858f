import Foundation
import Models

/// Approach 3, fragmentation by inheritance: a base class holds what every kind shares, and
/// a subclass per kind overrides what differs.
///
/// Each kind gets its own type (good: an asset model has `fetch()`, a file model does not), but
/// the base must be written before it knows its subclasses, so it declares the kind-specific
/// members with placeholder bodies for them to override. Nothing makes a subclass override
/// them: one that forgets compiles, and inherits the placeholder. Swift has no abstract
/// members, and `fatalError()` bodies only move the error to run time. The base's state is
/// also everyone's: a subclass can break what the base assumed.
open class InheritedPostModel {
  public var caption = ""
  let server: LessonServer

  /// The shared part; subclasses add their source.
  public init(server: LessonServer) {
    self.server = server
  }

  /// What the screen says it will post; subclasses must override, and nothing checks that.
  open var sourceDescription: String { "a video" }

  /// The file ready to post, if any; subclasses must override.
  open var fileToPost: URL? { nil }

  /// Whether Post is enabled: a caption and a file.
  public var canPost: Bool { !caption.isEmpty && fileToPost != nil }

  /// Posts `fileToPost`.
  public func post() throws(LessonError) -> Int {
    guard !caption.isEmpty else { throw .noCaption }
    guard let file = fileToPost else { throw .noFile }
    return server.post(file, caption: caption)
  }
}

/// A file, by inheritance.
public final class FilePostModelByInheritance: InheritedPostModel {
  /// The file to post.
  public let file: URL

  /// A model for `file`.
  public init(file: URL, server: LessonServer) {
    self.file = file
    super.init(server: server)
  }

  override public var sourceDescription: String { "file \(file.lastPathComponent)" }
  override public var fileToPost: URL? { file }
}

/// An asset, by inheritance: overrides `fileToPost`, and forgot `sourceDescription`, which
/// compiles and shows the base's placeholder.
public final class AssetPostModelByInheritance: InheritedPostModel {
  /// The asset to post.
  public let asset: MediaAsset
  private let library: LessonLibrary
  private var copy: URL?

  /// A model for `asset`.
  public init(asset: MediaAsset, library: LessonLibrary, server: LessonServer) {
    self.asset = asset
    self.library = library
    super.init(server: server)
  }

  /// Copies the asset from the library: only this kind has it.
  public func fetch() throws(LessonError) {
    copy = try library.export(asset)
  }

  override public var fileToPost: URL? { copy }
}
