import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Upload tasks through the same registry as data tasks: the session delegate is the only place
// `didSendBodyData` arrives on both platforms (Linux note 3).
extension DataLoader {
  /// Sends `body` with `request` as an upload task and returns the body and response of the
  /// answer. `onBodySent` hears the bytes of `body` handed to the network so far, from the
  /// session's delegate queue.
  ///
  /// Cancellation and limits behave as for `data(for:in:limits:)`.
  func upload(
    _ body: Data, for request: URLRequest, in session: URLSession, limits: TransferLimits,
    onBodySent: @escaping @Sendable (Int64) -> Void
  ) async throws -> (Data, HTTPURLResponse) {
    try Task.checkCancellation()
    let link = CancellationLink()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        start(
          request, in: session, limits: limits, link: link, uploading: body,
          onBodySent: onBodySent, continuation: continuation)
      }
    } onCancel: {
      link.cancel()
    }
  }

  /// Same signature on Linux and Darwin (Linux note 12).
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    // The closure is called outside the lock: it may take locks of its own.
    let report = updateHandler(task.taskIdentifier) { $0.onBodySent }
    report??(totalBytesSent)
  }
}
