import Foundation
import Models

/// A step of getting a video ready to post: how far it has come, then the file, or why not.
public enum Preparation: Hashable, Sendable {
  /// This fraction (0 to 1) of the work is done.
  case progress(Double)
  /// The file to post.
  case ready(URL)
  /// The preparation failed.
  case failed(LessonError)
}

/// Where a video comes from, normalised: whatever the kind, it gets a file ready.
public protocol VideoSource: Sendable {
  /// What the screen says it will post.
  var sourceDescription: String { get }
  /// Gets the file ready: progress as the work goes, then `.ready` or `.failed`, then the end.
  func prepare() -> AsyncStream<Preparation>
}

/// A file: ready at once.
public struct FileVideoSource: VideoSource {
  /// The file to post.
  public let file: URL

  /// A source for `file`.
  public init(file: URL) { self.file = file }

  /// The file's name.
  public var sourceDescription: String { "file \(file.lastPathComponent)" }

  /// Nothing to do: the file is ready.
  public func prepare() -> AsyncStream<Preparation> {
    AsyncStream {
      $0.yield(.ready(file)); $0.finish()
    }
  }
}

/// A library asset: copied from the library, with progress, before it can be posted.
public struct AssetVideoSource: VideoSource {
  /// The asset to post.
  public let asset: MediaAsset
  let library: LessonLibrary

  /// A source for `asset` in `library`.
  public init(asset: MediaAsset, library: LessonLibrary) {
    self.asset = asset
    self.library = library
  }

  /// The asset's name.
  public var sourceDescription: String { "asset \(asset.name)" }

  /// Copies the asset: progress at the start and the end, then the copy.
  public func prepare() -> AsyncStream<Preparation> {
    AsyncStream { [asset, library] continuation in
      continuation.yield(.progress(0))
      do throws(LessonError) {
        let copy = try library.export(asset)
        continuation.yield(.progress(1))
        continuation.yield(.ready(copy))
      } catch {
        continuation.yield(.failed(error))
      }
      continuation.finish()
    }
  }
}

/// Approach 5, normalise the input: one view model for every kind, because each kind arrives
/// as a ``VideoSource`` whose `prepare()` ends in a file.
///
/// The model has one flow, prepare then post, and no kind to switch on; a third kind is a
/// third source type and no change here. The price is that the flow is the union of every
/// kind's: a file, ready from the start, still goes through a preparation that does nothing,
/// and cannot be posted until it has.
@MainActor
public final class NormalisedPostModel {
  /// How far the video has come.
  public enum Stage: Hashable, Sendable {
    /// Preparation has not started.
    case notPrepared
    /// Preparation is under way, this fraction done.
    case preparing(Double)
    /// This file is ready to post.
    case ready(URL)
    /// Preparation failed.
    case failed(LessonError)
  }

  /// Where the video comes from.
  public let source: any VideoSource
  /// How far the video has come.
  public private(set) var stage = Stage.notPrepared
  public var caption = ""
  private let server: LessonServer

  /// A model for `source`.
  public init(source: any VideoSource, server: LessonServer) {
    self.source = source
    self.server = server
  }

  /// What the screen says it will post.
  public var sourceDescription: String { source.sourceDescription }

  /// Gets the video ready, following the source's progress.
  public func prepare() async {
    for await step in source.prepare() {
      switch step {
      case .progress(let fraction): stage = .preparing(fraction)
      case .ready(let file): stage = .ready(file)
      case .failed(let error): stage = .failed(error)
      }
    }
  }

  /// Whether Post is enabled: prepared, with a caption.
  public var canPost: Bool {
    guard case .ready = stage else { return false }
    return !caption.isEmpty
  }

  /// Posts the prepared file.
  public func post() throws(LessonError) -> Int {
    guard !caption.isEmpty else { throw .noCaption }
    guard case .ready(let file) = stage else { throw .notFetched }
    return server.post(file, caption: caption)
  }
}
