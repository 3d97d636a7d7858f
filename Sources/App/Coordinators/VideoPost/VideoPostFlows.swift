import Foundation
import Models
import ViewModels

/// Makes video-post flows, so the VideoPost sample and the Gallery build them the same way.
///
/// ```swift
/// let flows = VideoPostFlows(service: service, library: library)
/// let flow = try flows.flow(file: "clip.mp4")          // throws if the file cannot be posted
/// let other = try await flows.flow(assetID: "cat.mov")  // throws if there is no such asset
/// ```
@MainActor
public struct VideoPostFlows {
  /// Where videos are uploaded and posted.
  public let service: any VideoPostService
  /// Where assets are picked from.
  public let library: any MediaLibrary
  /// How files are checked before posting.
  public var files: any FileInspector
  /// Limits for every flow.
  public var settings: VideoPostSettings

  /// Creates the factory. `files` is the composition root's choice (the samples' is
  /// `LocalFileInspector`): navigation names no concrete service.
  public init(
    service: any VideoPostService, library: any MediaLibrary, files: any FileInspector,
    settings: VideoPostSettings = VideoPostSettings()
  ) {
    self.service = service
    self.library = library
    self.files = files
    self.settings = settings
  }

  /// A flow posting the file at `path` (relative to the working directory, or absolute).
  public func flow(file path: String) throws(VideoFileProblem) -> VideoPostCoordinator {
    let screen = try VideoURLPostViewModel(
      url: URL(fileURLWithPath: path), service: service, files: files, settings: settings)
    return VideoPostCoordinator(url: screen)
  }

  /// A flow posting the library asset `id`; throws `MediaLibraryError` naming the assets there
  /// are when none has that identifier.
  public func flow(assetID id: String) async throws -> VideoPostCoordinator {
    let asset = try await library.asset(withID: id)
    let screen = VideoAssetPostViewModel(
      asset: asset, library: library, service: service, settings: settings)
    return VideoPostCoordinator(asset: screen)
  }
}
