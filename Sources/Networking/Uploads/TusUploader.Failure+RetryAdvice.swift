import Models

// What posting again is likely to do after an upload stopped, for screens that cannot see this
// type (view models import Models, never Networking).
extension TusUploader.Failure: RetryAdvising {
  /// Whether trying again can help: a request advises as the client's failure does; a changed
  /// file is uploaded afresh; an unreadable file or a broken protocol will fail the same way.
  public var retryAdvice: RetryAdvice {
    switch self {
    case .request(let failure): failure.retryAdvice
    case .fileChanged, .cancelled: .mayHelp
    case .unreadableFile: .unlikelyToHelp("the file cannot be read")
    case .protocolViolation: .unlikelyToHelp("the upload server does not follow the tus protocol")
    }
  }
}
