import Essentials

/// Work a front end started (a key's, a line's) that a service is retrying: a write answered
/// "busy" and tried again after a pause, which the person should see is still on its way.
///
/// Retries are announced by `RetryNotices` to the observer of the task that made the work, so
/// watching the intent's call is enough: no view model carries it. A load watches its own
/// retries (its countdown) and keeps them from this observer.
@MainActor
public enum RetriedWork {
  /// Runs `start`, which returns the work it started, if any, calling `onRetry` on the main
  /// actor each time that work is retried.
  public static func watching(
    _ onRetry: @escaping @MainActor () -> Void,
    start: () -> Task<Void, Never>?
  ) -> Task<Void, Never>? {
    RetryNotices.observing({ _ in await MainActor.run { onRetry() } }, starting: start)
  }
}
