import Essentials

/// A registered observer: keep it as long as you want to hear about changes; cancelling it (from
/// any thread, any number of times) or letting it go stops the calls.
public final class StoreSubscription: Sendable {
  @usableFromInline let onCancel: Locked<(@Sendable () -> Void)?>

  /// Creates a subscription that runs `onCancel` once, when cancelled or released.
  @inlinable public init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// Stops the calls; later calls to `cancel` do nothing.
  @inlinable public func cancel() {
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
