import Essentials

// What a manual retry is likely to do after each failure, for screens that cannot see this type
// (view models import Models, never Networking).
extension HTTPClient.Failure: RetryAdvising {
  /// Whether trying again can help: passing trouble may clear, a refusal will come back.
  public var retryAdvice: RetryAdvice {
    switch self {
    case .unreachable, .timedOut, .deadlineExceeded, .cancelled: .mayHelp
    case .status(let code, _) where RetryPolicy.standard.retryableStatuses.contains(code): .mayHelp
    case .status(404, _), .status(410, _): .unlikelyToHelp("the server has nothing at this address")
    case .status(413, _): .unlikelyToHelp("the server does not accept anything this large")
    case .status(let code, _) where (400..<500).contains(code):
      .unlikelyToHelp("the server refuses this request")
    case .status: .unlikelyToHelp("the server cannot handle this request")
    case .undecodable: .unlikelyToHelp("the server's answer is not what the app expects")
    case .malformedResponse: .unlikelyToHelp("the server's answer is not valid HTTP")
    case .invalidURL: .unlikelyToHelp("the address is not one the app can use")
    case .tooLarge: .unlikelyToHelp("the answer is larger than the app accepts")
    case .redirectRefused, .redirectLoop:
      .unlikelyToHelp("the server sends the request on in a way the app does not follow")
    case .retriesExhausted(_, _, let pause?): .after(pause)
    case .retriesExhausted(_, let last, nil): last.retryAdvice
    }
  }
}
