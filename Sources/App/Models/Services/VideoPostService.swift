import Essentials
import Foundation

/// What the video-post screens need from "somewhere videos are posted": a resumable upload and
/// the post that attaches it.
///
/// `Networking.VideoPostAPIClient` is the production conformance (the tus protocol).
///
/// ```swift
/// for try await event in service.upload(file: movie, resuming: upload) {
///   if case .created(let created) = event { upload = created }  // keep it to resume
///   if case .finished(let file) = event { fileID = file.id }
/// }
/// let post = try await service.createPost(caption: "Sunset", fileID: fileID)
/// ```
public protocol VideoPostService: Sendable {
  /// Uploads `file`, continuing `upload` from the server's offset when given, or creating a
  /// new upload otherwise. The stream ends after `.finished`, or throws; cancelling the
  /// consuming task stops sending promptly and leaves the upload resumable.
  func upload(
    file: URL, resuming upload: ResumableUpload?
  ) -> AsyncThrowingStream<UploadEvent, any Error>

  /// Publishes a post showing the uploaded file `fileID` with `caption`.
  func createPost(caption: String, fileID: String) async throws -> VideoPost
}
