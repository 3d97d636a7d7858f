import Essentials
import Foundation

extension TusUploader {
  /// Why an upload stopped. Every case but `.cancelled` names what went wrong in one line; all
  /// leave the upload resumable unless the server no longer knows it.
  public enum Failure: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// One of the upload's requests failed (uploads never follow redirects: Foundation would drop
    /// the body, LINUX-NOTES.md, note 5).
    case request(HTTPClient.Failure)
    /// The local file could not be opened or read.
    case unreadableFile(URL, reason: String)
    /// The file is not as it was when the upload began: its size differs, or (with equal sizes)
    /// it was written to or replaced since.
    case fileChanged(URL, expectedSize: Int64, actualSize: Int64)
    /// The server answered in a way the tus protocol does not allow.
    case protocolViolation(String)
    /// The server took fewer than `minimumThroughput` bytes a second, resume after resume, and
    /// had `confirmed` of `total` bytes when the uploader gave up; they are kept for a resume.
    case tooSlow(confirmed: Int64, total: Int64, minimumThroughput: Int)
    /// The calling task was cancelled; the bytes the server has are kept for a resume.
    case cancelled

    /// A failure for an error thrown by the loader while sending to `url`.
    init(loading error: any Error, url: URL) {
      self.init(HTTPClient.Failure(loading: error, url: url))
    }

    /// Wraps a client failure, keeping cancellation a case of its own.
    init(_ failure: HTTPClient.Failure) {
      self = failure == .cancelled ? .cancelled : .request(failure)
    }

    /// One line for a person, without a trailing period.
    public var description: String {
      switch self {
      case .request(let failure): "The upload failed: \(failure)"
      case .unreadableFile(let url, let reason): "Cannot read \(url.lastPathComponent): \(reason)"
      case .fileChanged(let url, let expected, let actual) where expected == actual:
        "\(url.lastPathComponent) changed while it was being uploaded: it was written to or "
          + "replaced, at the same size (\(expected) bytes)"
      case .fileChanged(let url, let expected, let actual):
        "\(url.lastPathComponent) changed while it was being uploaded: it had \(expected) bytes "
          + "and now has \(actual)"
      case .protocolViolation(let what): "The upload server broke the tus protocol: \(what)"
      case .tooSlow(let confirmed, let total, let minimum):
        "The upload server took less than \(ByteCountText.text(Int64(minimum))) a second: it "
          + "confirmed \(ByteCountText.text(confirmed)) of \(ByteCountText.text(total))"
      case .cancelled: "The upload was cancelled"
      }
    }

    /// The same line as `description`.
    public var errorDescription: String? { description }

    /// Whether asking the server for its offset and going on from there may succeed: after a
    /// lost connection, a timeout, an offset conflict (409) or a server error.
    var isWorthResuming: Bool {
      guard case .request(let failure) = self else { return false }
      switch failure {
      case .unreachable, .timedOut: return true
      case .status(let code, _): return code == 409 || code == 423 || (500...599).contains(code)
      default: return false
      }
    }
  }
}

// What posting again is likely to do, for screens that cannot see this type.
extension TusUploader.Failure: RetryAdvising {
  /// Whether trying again can help: a request advises as the client's failure does; a changed
  /// file is uploaded afresh; an unreadable file or a broken protocol will fail the same way.
  public var retryAdvice: RetryAdvice {
    switch self {
    case .request(let failure): failure.retryAdvice
    case .fileChanged, .cancelled, .tooSlow: .mayHelp
    case .unreadableFile: .unlikelyToHelp("the file cannot be read")
    case .protocolViolation: .unlikelyToHelp("the upload server does not follow the tus protocol")
    }
  }
}
