import Essentials
import Foundation
import Models

/// A video-post server in memory: uploads advance one chunk per step of a ``TestClock``, keep
/// what arrived when they fail or are cancelled, and resume from there.
///
/// The fake plays the server's part of a resumable upload: it remembers each upload's offset,
/// and a resumed upload continues from that offset, which a test can set below what the client
/// last saw (`failUploads(after:keeping:)`), as a real server that lost unsaved bytes would.
/// A file that changed size (`resize(_:to:)`) is uploaded afresh instead of resumed, as
/// `VideoPostAPIClient` does.
///
/// ```swift
/// let service = FakeVideoPostService(clock: clock, sizes: [movie.url: 4_000])
/// service.failUploads(after: 3_000, keeping: 2_000, with: FakeFailure("connection reset"))
/// ```
public final class FakeVideoPostService: VideoPostService, Sendable {
  /// One call of ``upload(file:resuming:)``, as received.
  public struct UploadCall: Hashable, Sendable {
    /// The file asked to upload.
    public let file: URL
    /// The upload asked to continue, if any.
    public let resuming: ResumableUpload?
  }

  private struct State {
    var sizes: [URL: Int64]
    var offsets: [URL: Int64] = [:]
    var uploadFailure: (bytes: Int64, keeping: Int64, error: FakeFailure)?
    var postFailure: FakeFailure?
    var uploads: [UploadCall] = []
    var posts: [String] = []
    var cancelledUploads = 0
    var nextID = 1
  }

  private let clock: TestClock
  private let chunkSize: Int64
  private let stepDelay: Duration
  private let state: Locked<State>

  /// Creates a server that knows the sizes of the local files in `sizes`; uploads send
  /// `chunkSize` bytes per `stepDelay`, and creating a post takes one `stepDelay`.
  public init(
    clock: TestClock, sizes: [URL: Int64], chunkSize: Int64 = 1_000,
    stepDelay: Duration = .seconds(1)
  ) {
    self.clock = clock
    self.state = Locked(State(sizes: sizes))
    self.chunkSize = max(1, chunkSize)
    self.stepDelay = stepDelay
  }

  /// Makes the next upload to reach `bytes` throw `error`, the server keeping `keeping` of
  /// them; uploads after that one succeed again.
  public func failUploads(after bytes: Int64, keeping: Int64? = nil, with error: FakeFailure) {
    state.withLock { $0.uploadFailure = (bytes, keeping ?? bytes, error) }
  }

  /// Makes later post creations throw `error`.
  public func failPosts(with error: FakeFailure?) {
    state.withLock { $0.postFailure = error }
  }

  /// Makes the local `file` `size` bytes long from now on, as if it was rewritten.
  public func resize(_ file: URL, to size: Int64) {
    state.withLock { $0.sizes[file] = size }
  }

  /// Lets later uploads and posts succeed again.
  public func stopFailing() {
    state.withLock {
      $0.uploadFailure = nil
      $0.postFailure = nil
    }
  }

  /// Every upload call so far, in order.
  public var uploadCalls: [UploadCall] { state.withLock { $0.uploads } }
  /// The captions of every post creation asked for, in order.
  public var postedCaptions: [String] { state.withLock { $0.posts } }
  /// How many uploads stopped because their consumer cancelled them.
  public var cancelledUploads: Int { state.withLock { $0.cancelledUploads } }

  /// How many bytes the server holds for the upload at `location`.
  public func offset(of location: URL) -> Int64? {
    state.withLock { $0.offsets[location] }
  }

  /// Creates or resumes an upload, then sends a chunk per step until it is all there.
  public func upload(
    file: URL, resuming upload: ResumableUpload?
  ) -> AsyncThrowingStream<UploadEvent, any Error> {
    let (events, continuation) = AsyncThrowingStream.makeStream(of: UploadEvent.self)
    let (started, failure) = state.withLock { state in
      state.uploads.append(UploadCall(file: file, resuming: upload))
      let size = state.sizes[file] ?? upload?.size ?? 0
      // A file whose size changed since its upload was created starts afresh.
      let resumed = upload?.size == size ? upload : nil
      let started =
        resumed
        ?? ResumableUpload(
          location: URL(string: "https://uploads.example/files/\(state.nextID)")!, file: file,
          size: size)
      if resumed == nil { state.nextID += 1 }
      state.offsets[started.location] = state.offsets[started.location] ?? 0
      return (started, state.uploadFailure)
    }
    let size = started.size
    let task = Task { [clock, chunkSize, stepDelay] in
      do {
        var offset = self.offset(of: started.location) ?? 0
        continuation.yield(.created(started))
        continuation.yield(.progress(TransferProgress(completed: offset, total: size)))
        while offset < size {
          try await clock.sleep(for: stepDelay)
          offset = min(size, offset + chunkSize)
          if let failure, offset >= failure.bytes, self.takeUploadFailure() {
            self.setOffset(min(offset, failure.keeping), of: started.location)
            throw failure.error
          }
          self.setOffset(offset, of: started.location)
          continuation.yield(.progress(TransferProgress(completed: offset, total: size)))
        }
        continuation.yield(
          .finished(UploadedFile(id: "file-\(started.location.lastPathComponent)", size: size)))
        continuation.finish()
      } catch {
        if error is CancellationError { self.state.withLock { $0.cancelledUploads += 1 } }
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return events
  }

  /// Takes one step of the clock, then publishes the post, or throws the scripted failure.
  public func createPost(caption: String, fileID: String) async throws -> VideoPost {
    let (id, failure) = state.withLock { state in
      state.posts.append(caption)
      defer { state.nextID += 1 }
      return (state.nextID, state.postFailure)
    }
    try await clock.sleep(for: stepDelay)
    if let failure { throw failure }
    return VideoPost(id: id, caption: caption, fileID: fileID)
  }

  /// Whether the scripted upload failure is still there to happen, using it up.
  private func takeUploadFailure() -> Bool {
    state.withLock { state in
      defer { state.uploadFailure = nil }
      return state.uploadFailure != nil
    }
  }

  private func setOffset(_ offset: Int64, of location: URL) {
    state.withLock { $0.offsets[location] = offset }
  }
}
