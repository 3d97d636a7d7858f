import Foundation

/// An upload the server knows about, enough to resume it after a failure or a cancel.
public struct ResumableUpload: Hashable, Sendable, Codable {
  /// Where the server keeps this upload.
  public let location: URL
  /// The local file being uploaded.
  public let file: URL
  /// The file's size in bytes, fixed when the upload was created.
  public let size: Int64

  /// The uploader makes these when the server creates an upload; a test makes one to resume
  /// without a server.
  public init(location: URL, file: URL, size: Int64) {
    self.location = location
    self.file = file
    self.size = size
  }
}

/// How far an upload or an export has come: bytes done of a known total, and how many of them
/// the other end has confirmed holding.
public struct TransferProgress: Hashable, Sendable {
  /// Bytes done so far (for an upload, sent); never more than `total`.
  public let completed: Int64
  /// Bytes the other end has confirmed (for an upload, the server's offset); never more than
  /// `completed`. What is safe to say has arrived when a transfer stops.
  public let confirmed: Int64
  /// Bytes in all.
  public let total: Int64

  /// Creates progress where every byte done is confirmed, clamping `completed` into `0...total`.
  public init(completed: Int64, total: Int64) {
    self.init(completed: completed, confirmed: completed, total: total)
  }

  /// Creates progress with `confirmed` of the `completed` bytes confirmed, clamping each into
  /// its range.
  public init(completed: Int64, confirmed: Int64, total: Int64) {
    self.total = max(0, total)
    self.completed = min(max(0, completed), self.total)
    self.confirmed = min(max(0, confirmed), self.completed)
  }

  /// Only the bytes confirmed, as progress: where a stopped transfer really is.
  public var confirmedOnly: TransferProgress {
    TransferProgress(completed: confirmed, total: total)
  }

  /// The share done, from 0 to 1; an empty transfer counts as done.
  public var fraction: Double { total == 0 ? 1 : Double(completed) / Double(total) }
}

/// A file the server has received in full.
public struct UploadedFile: Hashable, Sendable, Codable {
  /// The server's identifier for the file, used to attach it to a post.
  public let id: String
  /// Its size in bytes.
  public let size: Int64

  /// What an API client makes from the server's answer, and a fake service from nothing.
  public init(id: String, size: Int64) {
    self.id = id
    self.size = size
  }
}

/// What an upload reports as it goes, in order: `created` once, `progress` any number of
/// times (never going backwards), then `finished`.
public enum UploadEvent: Hashable, Sendable {
  /// The server created (or found) the upload; keep it to resume later.
  case created(ResumableUpload)
  /// More bytes arrived at the server.
  case progress(TransferProgress)
  /// Every byte arrived; the file is ready to attach.
  case finished(UploadedFile)
}
