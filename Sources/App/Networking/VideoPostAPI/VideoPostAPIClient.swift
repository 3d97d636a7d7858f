import Essentials
import Foundation
import HTTPTransport
import Models

/// The video-post domain over HTTP: the production `VideoPostService`.
///
/// Uploads go up with the tus resumable-upload protocol (`TusUploader`); posts are created with
/// `POST /video-posts`. It throws a `TusUploader.Failure` or an `HTTPClient.Failure`.
public struct VideoPostAPIClient: VideoPostService {
  /// Sends the files.
  public let uploader: TusUploader
  private var client: HTTPClient { uploader.client }

  /// Creates a service whose uploads and posts go through `client`, in chunks of `chunkSize`.
  public init(client: HTTPClient, chunkSize: Int = TusUploader.defaultChunkSize) {
    uploader = TusUploader(client: client, chunkSize: chunkSize)
  }

  /// Uploads `file`: `.created` first, then `.progress` that only grows, then `.finished`. With
  /// `upload` (for this file at its current size, and still on the server) it goes on from the
  /// server's offset; otherwise a new upload starts from zero.
  public func upload(
    file: URL, resuming upload: ResumableUpload?
  ) -> AsyncThrowingStream<UploadEvent, any Error> {
    let (events, continuation) = AsyncThrowingStream.makeStream(of: UploadEvent.self)
    let work = Task {
      // Everything thrown here is a `TusUploader.Failure`; the stream's type cannot say so.
      do {
        let (upload, offset) = try await self.start(file, resuming: upload)
        continuation.yield(.created(upload))
        for try await progress in uploader.send(upload, from: offset) {
          continuation.yield(.progress(progress))
        }
        let id = upload.location.lastPathComponent
        continuation.yield(.finished(UploadedFile(id: id, size: upload.size)))
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in work.cancel() }
    return events
  }

  /// `POST /video-posts` with `{"caption": ..., "fileId": ...}`.
  public func createPost(caption: String, fileID: String) async throws -> VideoPost {
    let body = try JSONEncoder().encode(["caption": caption, "fileId": fileID])
    let request = Request<VideoPost>(
      method: .post, path: "/video-posts", headers: ["Content-Type": "application/json"], body: body
    )
    return try await client.send(request)
  }

  /// `GET /video-posts/N`.
  public func post(id: Int) async throws -> VideoPost {
    try await client.send(Request(path: "/video-posts/\(id)"))
  }

  /// The upload to send and the offset to send from: `upload` where the server has got to, or
  /// a new upload at zero when there is nothing to resume.
  private func start(
    _ file: URL, resuming upload: ResumableUpload?
  ) async throws(TusUploader.Failure) -> (ResumableUpload, Int64?) {
    if let upload, upload.file == file, (try? ChunkReader.size(of: file)) == upload.size {
      do {
        return (upload, try await uploader.serverOffset(of: upload))
      } catch  where error.meansUploadIsGone {
        // The server forgot it (restarted, expired): start again rather than fail.
      }
    }
    return (try await uploader.create(file: file), 0)
  }
}

extension TusUploader.Failure {
  /// Whether the server answered that it does not know the upload (404) or no longer has it
  /// (410), as tus servers do when uploads expire.
  var meansUploadIsGone: Bool {
    if case .request(.status(let code, _)) = self { code == 404 || code == 410 } else { false }
  }
}
