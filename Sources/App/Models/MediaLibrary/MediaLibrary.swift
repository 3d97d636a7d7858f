import Essentials

/// What the video-post screens need from "somewhere videos are picked from": the assets, and a
/// way to copy one to a local file.
///
/// `DirectoryMediaLibrary` (LocalServices) is the real one; tests use a fake they pace.
///
/// ```swift
/// for try await event in library.export(asset) {
///   switch event {
///   case .progress(let progress): show(progress)
///   case .finished(let file): upload(file)
///   }
/// }
/// ```
public protocol MediaLibrary: Sendable {
  /// Every asset, in the order a person should see them.
  func assets() async throws -> [MediaAsset]

  /// Copies `asset` to a new local file: `progress` (never going backwards), then `finished`;
  /// or it throws. Cancelling the consuming task stops the copy and removes the partial file.
  func export(_ asset: MediaAsset) -> AsyncThrowingStream<ExportEvent, any Error>
}

extension MediaLibrary {
  /// The asset whose identifier is `id`; throws ``MediaLibraryError/noSuchAsset(_:known:)``,
  /// naming the identifiers there are, when none is.
  public func asset(withID id: String) async throws -> MediaAsset {
    let all = try await assets()
    guard let asset = all.first(where: { $0.id == id }) else {
      throw MediaLibraryError.noSuchAsset(id, known: all.map(\.id))
    }
    return asset
  }
}

/// What an export reports as it goes, in order: `progress` any number of times, then
/// `finished` once.
public enum ExportEvent: Hashable, Sendable {
  /// More bytes were copied.
  case progress(TransferProgress)
  /// Every byte was copied; the file is ready to upload.
  case finished(VideoFile)
}
