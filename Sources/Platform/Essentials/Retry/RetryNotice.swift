/// Word from a service that an attempt failed and another will start after a pause, so a screen
/// can count down to it instead of staying silent for the whole backoff.
public struct RetryNotice: Hashable, Sendable {
  /// The attempt that failed, from 1.
  public let failedAttempt: Int
  /// How many attempts the service will make in all.
  public let maxAttempts: Int
  /// The pause before the next attempt starts.
  public let delay: Duration
  /// Why the attempt failed, in the error's own words: untrusted text for a view.
  public let reason: String

  /// Made by whatever retries (the transport, or a fake service in a test), once per failed
  /// attempt that will be followed by another.
  public init(failedAttempt: Int, maxAttempts: Int, delay: Duration, reason: String) {
    self.failedAttempt = failedAttempt
    self.maxAttempts = maxAttempts
    self.delay = delay
    self.reason = reason
  }

  /// The number of the attempt that comes after the pause.
  public var nextAttempt: Int { failedAttempt + 1 }
}

/// Delivers ``RetryNotice``s from a service to whoever awaits it, through a task-local value, so
/// no service protocol has to carry the observer: a view model wraps its call in
/// `observe(_:during:)`, and a retrying client calls ``post(_:)``.
///
/// ```swift
/// let photos = try await RetryNotices.observe({ notice in show(notice) }) {
///   try await service.photos(albumID: nil)
/// }
/// ```
public enum RetryNotices {
  /// Receives a notice before the pause it announces begins; awaited, so it runs in order.
  public typealias Observer = @Sendable (RetryNotice) async -> Void

  @TaskLocal private static var observer: Observer?

  /// The observer of the current task, if any; a client captures it to notify on another task.
  public static var current: Observer? { observer }

  /// Runs `operation` with `observer` receiving the notices posted while it runs.
  public static func observe<Value>(
    _ observer: @escaping Observer, during operation: () async throws -> Value,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Value {
    try await $observer.withValue(observer, operation: operation)
  }

  /// Runs `start`, which starts work on tasks of its own and returns at once (an intent that
  /// sends a write), with `observer` receiving the notices that work posts: a task inherits
  /// the observer of the code that made it.
  public static func observing<Value>(
    _ observer: @escaping Observer, starting start: () throws -> Value
  ) rethrows -> Value {
    try $observer.withValue(observer, operation: start)
  }

  /// Sends `notice` to the current task's observer, if there is one, and waits until it has it.
  public static func post(_ notice: RetryNotice) async { await observer?(notice) }
}
