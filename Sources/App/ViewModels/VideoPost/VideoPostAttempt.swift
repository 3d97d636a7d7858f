import Essentials
import Models

/// What one post has achieved on the server so far: all a retry needs to skip done work. The
/// server's side is one enum, so "uploaded, but never created" cannot be written down.
struct VideoPostAttempt {
  /// Where the server is with the file.
  enum Transfer {
    /// The server has not created the upload yet.
    case notCreated
    /// The server created `upload`; `progress` is the last count of bytes it reported.
    case created(ResumableUpload, TransferProgress)
    /// Every byte arrived; the file as the server holds it.
    case uploaded(UploadedFile)
  }

  /// The file being posted.
  let file: VideoFile
  /// Where the server is with it: at first, nothing sent yet.
  private(set) var transfer = Transfer.notCreated

  /// The bytes the server has, as last reported.
  var progress: TransferProgress {
    switch transfer {
    case .notCreated: TransferProgress(completed: 0, total: file.size)
    case .created(_, let progress): progress
    case .uploaded(let uploaded): TransferProgress(completed: uploaded.size, total: uploaded.size)
    }
  }

  /// What is left to do after sending stopped: an upload resumes from the bytes the server
  /// confirmed, not from those merely sent.
  var retryPlan: RetryPlan {
    switch transfer {
    case .notCreated: .startUpload
    case .created(_, let progress): .resumeUpload(progress.confirmedOnly)
    case .uploaded: .publishPost
    }
  }

  /// Takes in what the upload reported. Resuming the same upload keeps the last count until the
  /// server reports its offset; a new one (the server forgot the old) counts from zero.
  mutating func record(_ event: UploadEvent) {
    switch (event, transfer) {
    case (.created(let upload), .created(let kept, let seen)) where upload == kept:
      transfer = .created(upload, seen)
    case (.created(let upload), _):
      transfer = .created(upload, TransferProgress(completed: 0, total: upload.size))
    case (.progress(let progress), .created(let upload, _)): transfer = .created(upload, progress)
    case (.progress, .notCreated), (.progress, .uploaded):
      break  // Out of the protocol's order (progress comes after `created`): nothing to count.
    case (.finished(let uploaded), _): transfer = .uploaded(uploaded)
    }
  }
}
