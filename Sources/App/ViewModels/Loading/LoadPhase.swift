/// Where a screen's load is: the one phase every screen that loads keeps, inside its
/// ``ScreenLoad``. A refresh over a value on screen is part of `loaded`, so "refreshing with
/// nothing to show" cannot be written.
public enum LoadPhase<Value> {
  /// Never asked to load.
  case idle
  /// The first load is under way; there is nothing to show.
  case loading
  /// An attempt of the first load failed; the service tries again when the countdown ends.
  case retrying(RetryCountdown)
  /// The first load failed.
  case failed(LoadFailure)
  /// A value to show; `refresh` says what the latest load of it is doing, and `progress` how
  /// much of a load in batches has arrived while the rest is still to come (or never came).
  case loaded(Value, refresh: RefreshStatus = .idle, progress: LoadProgress? = nil)

  /// The value on screen, if any.
  public var value: Value? {
    if case .loaded(let value, _, _) = self { value } else { nil }
  }

  /// What the load is doing, as a refresh of a value would say it: a screen that always has
  /// its value (a detail opened with it) shows this beside it.
  public var status: RefreshStatus {
    switch self {
    case .idle: .idle
    case .loading: .refreshing
    case .retrying(let countdown): .retrying(countdown)
    case .failed(let failure): .failed(failure)
    case .loaded(_, let refresh, _): refresh
    }
  }

  /// Whether a load is under way: loading, or refreshing or counting down over a value.
  public var isUnderWay: Bool {
    switch self {
    case .loading, .retrying, .loaded(_, .refreshing, _), .loaded(_, .retrying, _): true
    case .idle, .failed, .loaded(_, .idle, _), .loaded(_, .failed, _): false
    }
  }

  /// Whether the last load failed, or waits to try again: what `retry` acts on.
  public var canRetry: Bool {
    switch self {
    case .retrying, .failed, .loaded(_, .retrying, _), .loaded(_, .failed, _): true
    case .idle, .loading, .loaded(_, .idle, _), .loaded(_, .refreshing, _): false
    }
  }

  /// The phase once the load under way reaches `status`: a value on screen stays, with `status`
  /// as its refresh; without one, `status` is the whole screen.
  mutating func reach(_ status: RefreshStatus) {
    switch (self, status) {
    case (.loaded(let value, _, let progress), _):
      self = .loaded(value, refresh: status, progress: progress)
    case (_, .idle): self = .idle
    case (_, .refreshing): self = .loading
    case (_, .retrying(let countdown)): self = .retrying(countdown)
    case (_, .failed(let failure)): self = .failed(failure)
    }
  }

  /// The phase once the work under way stops with nothing of it kept: back to idle without a
  /// value, or to the value with no refresh under way.
  mutating func endWork() {
    guard isUnderWay else { return }
    reach(.idle)
  }
}

extension LoadPhase: Equatable where Value: Equatable {}
extension LoadPhase: Hashable where Value: Hashable {}
extension LoadPhase: Sendable where Value: Sendable {}

/// What the latest load of a value already on screen is doing.
public enum RefreshStatus: Hashable, Sendable {
  /// No load under way; the value is the latest loaded.
  case idle
  /// A load is under way; the value shown is the previous one.
  case refreshing
  /// An attempt of the load failed and another starts when the countdown ends; the previous
  /// value stays, and `retry` starts it now.
  case retrying(RetryCountdown)
  /// The last load failed; the previous value stays, and `retry` loads again.
  case failed(LoadFailure)
}
