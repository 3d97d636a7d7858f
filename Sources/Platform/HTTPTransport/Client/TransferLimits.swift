import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the loader refuses for one task, so a misbehaving server can neither make the client
/// hold an unbounded body nor lead it along redirects it should not follow.
struct TransferLimits: Sendable {
  /// The largest body accepted, in bytes.
  var maximumBodySize = Int.max
  /// Whether redirects are followed at all. Only GETs follow them: Foundation drops the body
  /// of a redirected request, even for 307 and 308 (LINUX-NOTES.md, note 5), so a redirected
  /// upload would arrive empty.
  var followsRedirects = true
  /// The most redirects followed for one request.
  var maximumRedirects = 10

  /// No limits beyond Foundation's own.
  static let none = TransferLimits()
}

extension DataLoader.Handler {
  /// Appends `data` to the body; false (the refusal recorded) when it would grow past the limit.
  mutating func accept(_ data: Data, from task: URLSessionTask) -> Bool {
    guard refusal == nil else { return false }
    guard body.count + data.count <= limits.maximumBodySize else {
      refuse(.tooLarge(Self.url(of: task), limit: limits.maximumBodySize))
      return false
    }
    body.append(data)
    return true
  }

  /// Checks a response's announced length before any body arrives; false when too large.
  /// A length within the limit is reserved at once, so a long body is not copied each time
  /// it outgrows its buffer (a 38 MB list would otherwise pass through buffers of 32 and 64 MB).
  mutating func accept(_ response: URLResponse, from task: URLSessionTask) -> Bool {
    let announced = response.expectedContentLength
    guard announced > Int64(limits.maximumBodySize) else {
      if announced > 0 { body.reserveCapacity(Int(announced)) }
      return true
    }
    refuse(.tooLarge(Self.url(of: task), limit: limits.maximumBodySize))
    return false
  }

  /// The request to follow a redirect to `next`, or nil to stop at the redirect response.
  mutating func follow(_ next: URLRequest, from task: URLSessionTask) -> URLRequest? {
    let start = Self.url(of: task)
    guard limits.followsRedirects else {
      refuse(.redirectRefused(start, reason: "redirects are followed for GET requests only"))
      return nil
    }
    guard let url = next.url, let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https"
    else {
      let target = next.url?.absoluteString ?? "nowhere"
      refuse(.redirectRefused(start, reason: "it leads to \(target), not an http or https URL"))
      return nil
    }
    guard url != start, !redirects.contains(url), redirects.count < limits.maximumRedirects else {
      refuse(.redirectLoop(start, hops: redirects.count + 1))
      return nil
    }
    redirects.append(url)
    return next
  }

  private mutating func refuse(_ failure: HTTPClient.Failure) {
    refusal = failure
    body = Data()  // never keep what will not be used
  }

  private static func url(of task: URLSessionTask) -> URL {
    task.originalRequest?.url ?? URL(string: "about:blank")!
  }
}

// The session callbacks that enforce the limits; like the others, they have the same signatures
// on Linux and Darwin (LINUX-NOTES.md, note 12).
extension DataLoader {
  /// Stops a body announced larger than the limit before any of it arrives. The loader cancels
  /// the task itself too (`stop`): FoundationNetworking on Linux ignores the disposition passed
  /// here.
  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let refused = takeHandler(dataTask.taskIdentifier) { !$0.accept(response, from: dataTask) }
    completionHandler(refused == nil ? .allow : .cancel)
    if let refused { stop(dataTask, refused) }
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
