/// A registered observer; cancelling it (or letting it go) stops the calls.
///
/// Keep the subscription as long as you want to hear about changes. Cancelling is idempotent and
/// safe from any thread.
///
/// ```swift
/// let subscription = store.observe { change in print(change) }
/// ...
/// subscription.cancel()
/// ```
public final class StoreSubscription: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// Creates a subscription that runs `onCancel` once, when cancelled or released.
  public init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Stops the calls; later calls to `cancel` do nothing.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit {
    cancel()
  }
}
