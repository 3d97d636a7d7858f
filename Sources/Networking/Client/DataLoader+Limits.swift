import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The callbacks that enforce `TransferLimits`. Like the others, they have the same signatures on
// Linux and Darwin (Linux note 12).
extension DataLoader {
  /// Stops a body announced larger than the limit before any of it arrives.
  ///
  /// The disposition alone is not enough: FoundationNetworking on Linux ignores what is passed
  /// to this completion handler, so the loader cancels the task itself as well.
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = updateHandler(dataTask.taskIdentifier) { $0.accept(response, from: dataTask) }
    completionHandler(accepted == false ? .cancel : .allow)
    if accepted == false { dataTask.cancel() }
  }

  /// Follows a redirect only when the task's limits allow it; otherwise the task ends at the
  /// redirect response and the call fails with the refusal.
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let next = updateHandler(task.taskIdentifier) { $0.follow(request, from: task) }
    completionHandler(next ?? nil)
  }
}
