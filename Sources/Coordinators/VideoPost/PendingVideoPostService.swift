import Foundation
import Models

/// A stand-in for the tus upload client until it lands in Networking: every upload fails
/// with a message saying so. The composition roots switch to the real client then; nothing
/// else changes, because everything else depends on `VideoPostService` only.
struct PendingVideoPostService: VideoPostService {
  struct NotWired: Error, CustomStringConvertible {
    var description: String { "Uploading is not wired to a server yet in this build." }
  }

  func upload(
    file: URL, resuming upload: ResumableUpload?
  )
    -> AsyncThrowingStream<UploadEvent, any Error>
  {
    AsyncThrowingStream { $0.finish(throwing: NotWired()) }
  }

  func createPost(caption: String, fileID: String) async throws -> VideoPost {
    throw NotWired()
  }
}
