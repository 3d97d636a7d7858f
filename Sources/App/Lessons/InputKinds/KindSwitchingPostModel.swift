import Foundation
import Models

/// Approach 2, switch on the input kind in every method: one view model whose input is an
/// enum of kinds, and every member that depends on the kind switches on it.
///
/// Exactly one input at a time, and the asset's copy lives in the case of an asset that was
/// fetched, so nothing is optional. Every switch is exhaustive: a third kind is a compile error
/// at each of the four sites until it is handled there. What the shape costs is interleaving:
/// the file's logic and the asset's logic share every method, and a member that makes sense for
/// one kind exists for all. `fetch()` can be called on a file and fails only at run time.
///
/// This is not the same thing as a screen's state enum. A state enum (like the kit's
/// `VideoPostPhase`) lists the moments of *one* flow; this enum lists *different flows* and
/// makes each method walk all of them.
public final class KindSwitchingPostModel {
  /// Where the video comes from, and how far it has come.
  public enum Kind: Hashable, Sendable {
    /// A file, ready to post.
    case file(URL)
    /// A library asset not copied yet.
    case unfetchedAsset(MediaAsset)
    /// A library asset and its local copy.
    case fetchedAsset(MediaAsset, copy: URL)
  }

  /// Where the video comes from.
  public private(set) var kind: Kind
  public var caption = ""

  private let library: LessonLibrary
  private let server: LessonServer

  /// A model for `kind`.
  public init(kind: Kind, library: LessonLibrary, server: LessonServer) {
    self.kind = kind
    self.library = library
    self.server = server
  }

  /// What the screen says it will post. (Switch 1.)
  public var sourceDescription: String {
    switch kind {
    case .file(let url): "file \(url.lastPathComponent)"
    case .unfetchedAsset(let asset), .fetchedAsset(let asset, _): "asset \(asset.name)"
    }
  }

  /// Copies the asset from the library; for a file, a run-time error the type allowed.
  /// (Switch 2.)
  public func fetch() throws(LessonError) {
    switch kind {
    case .file: throw .nothingToFetch
    case .unfetchedAsset(let asset), .fetchedAsset(let asset, _):
      kind = .fetchedAsset(asset, copy: try library.export(asset))
    }
  }

  /// Whether Post is enabled. (Switch 3.)
  public var canPost: Bool {
    switch kind {
    case .file, .fetchedAsset: !caption.isEmpty
    case .unfetchedAsset: false
    }
  }

  /// Posts the file, or the asset's copy once fetched. (Switch 4.)
  public func post() throws(LessonError) -> Int {
    guard !caption.isEmpty else { throw .noCaption }
    switch kind {
    case .file(let url): return server.post(url, caption: caption)
    case .fetchedAsset(_, let copy): return server.post(copy, caption: caption)
    case .unfetchedAsset: throw .notFetched
    }
  }
}
