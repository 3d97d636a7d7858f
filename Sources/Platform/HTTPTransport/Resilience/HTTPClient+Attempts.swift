import Essentials
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt's failure, with the pause the server asked for, if it did.
struct AttemptFailure: Error {
  let failure: HTTPClient.Failure
  var retryAfter: Duration? = nil
}

// A request's path through the client: deadline, then attempts with pauses between them, each
// attempt under its own timeout. Coalescing and decoding wrap this from outside (HTTPClient).
extension HTTPClient {
  /// The answer to `request`, status checked, after as many attempts as the policy allows and
  /// within the deadline.
  func reply(for request: URLRequest, idempotent: Bool) async throws(Failure) -> Reply<Data> {
    let url = request.url ?? baseURL
    let deadline = options.deadline
    return try await options.clock.race(
      deadline, failing: .deadlineExceeded(url, after: deadline ?? .zero)
    ) { () async throws(Failure) -> Reply<Data> in
      try await self.attempts(of: request, idempotent: idempotent)
    }
  }

  private func attempts(
    of request: URLRequest, idempotent: Bool
  ) async throws(Failure) -> Reply<Data> {
    // A request that must not be sent twice is sent once, whatever the policy says.
    let policy = idempotent ? options.retry : .never
    let elapsed = options.clock.stopwatch()
    var attempt = 1
    while true {
      let failed: AttemptFailure
      do throws(AttemptFailure) {
        return try await self.attempt(request, number: attempt)
      } catch {
        failed = error
      }
      let decision = policy.decision(
        after: failed.failure, attempt: attempt, elapsed: elapsed(),
        retryAfter: failed.retryAfter, unit: options.random())
      switch decision {
      case .retry(let pause):
        await RetryNotices.post(
          RetryNotice(
            failedAttempt: attempt, maxAttempts: policy.maxAttempts, delay: pause,
            reason: failed.failure.description))
        do { try await options.clock.sleep(for: pause) } catch { throw .cancelled }
        attempt += 1
      case .stop(.notRetryable): throw failed.failure
      case .stop(.attemptsExhausted), .stop(.budgetExhausted):
        guard attempt > 1 else { throw failed.failure }
        throw .retriesExhausted(attempts: attempt, last: failed.failure, retryAfter: nil)
      case .stop(.serverAskedToWait(let pause)):
        throw .retriesExhausted(attempts: attempt, last: failed.failure, retryAfter: pause)
      }
    }
  }

  /// Sends `request` once, under the attempt timeout, and checks the status.
  private func attempt(
    _ request: URLRequest, number: Int
  ) async throws(AttemptFailure) -> Reply<Data> {
    let url = request.url ?? baseURL
    let method = request.httpMethod ?? "GET"
    let timeout = options.attemptTimeout
    let limits = TransferLimits(
      maximumBodySize: options.maximumResponseSize, followsRedirects: method == "GET",
      maximumRedirects: options.maximumRedirects)
    log(
      .request(
        method: method, url: url,
        headers: HTTPLogEvent.redacted(request.allHTTPHeaderFields ?? [:]),
        attempt: number))
    let elapsed = options.clock.stopwatch()
    let body: Data
    let response: HTTPURLResponse
    do throws(Failure) {
      (body, response) = try await options.clock.race(
        timeout, failing: .timedOut(url, after: timeout ?? .zero)
      ) { () async throws(Failure) -> (Data, HTTPURLResponse) in
        do {
          return try await self.loader.data(for: request, in: self.session, limits: limits)
        } catch {
          throw Failure(loading: error, url: url)
        }
      }
    } catch {
      log(.failure(method: method, url: url, failure: error, attempt: number))
      throw AttemptFailure(failure: error)
    }
    let headers = Self.headers(of: response)
    log(
      .response(
        status: response.statusCode, method: method, url: url,
        headers: HTTPLogEvent.redacted(headers), bytes: body.count,
        duration: elapsed(), attempt: number))
    guard (200..<300).contains(response.statusCode) else {
      let retryAfter = response.value(forHTTPHeaderField: "Retry-After").flatMap {
        RetryAfter.delay($0, now: options.now())
      }
      throw AttemptFailure(
        failure: Failure(statusCode: response.statusCode, body: body), retryAfter: retryAfter)
    }
    return Reply(value: body, headers: headers)
  }

  private func log(_ event: HTTPLogEvent) { options.logger?(event) }

  private static func headers(of response: HTTPURLResponse) -> [String: String] {
    response.allHeaderFields.reduce(into: [:]) { result, field in
      if let name = field.key as? String { result[name] = "\(field.value)" }
    }
  }
}
