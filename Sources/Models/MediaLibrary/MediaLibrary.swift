/// What the video-post screens need from "somewhere videos are picked from": the assets, and a
/// way to copy one to a local file.
///
/// The asset path of the video-post flow depends on this protocol only.
/// ``DirectoryMediaLibrary`` is the real one (a folder of movie files); tests use an in-memory
/// fake whose exports a test paces step by step.
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

  /// Copies `asset` to a new local file, reporting progress as it goes.
  ///
  /// The stream yields `progress` any number of times (never going backwards), then `finished`
  /// with the file, then ends; or it throws. Cancelling the consuming task stops the copy
  /// promptly and removes the partial file.
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
