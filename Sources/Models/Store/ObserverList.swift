/// Callbacks registered for values of one kind, called in registration order; ``notify(_:)``
/// calls a copy taken under the lock, so a callback may register or cancel without deadlocking.
final class ObserverList<Value: Sendable>: Sendable {
  private struct Registry {
    var next = 0
    var byToken: [Int: @Sendable (Value) -> Void] = [:]
  }

  private let registry = Locked(Registry())

  /// Adds `observer` until the returned subscription is cancelled or released.
  func add(_ observer: @escaping @Sendable (Value) -> Void) -> StoreSubscription {
    let token = registry.withLock { registry in
      defer { registry.next += 1 }
      registry.byToken[registry.next] = observer
      return registry.next
    }
    return StoreSubscription { [weak self] in
      _ = self?.registry.withLock { $0.byToken.removeValue(forKey: token) }
    }
  }

  /// Calls every observer with `value`, oldest registration first.
  func notify(_ value: Value) {
    let current = registry.withLock { $0.byToken.sorted { $0.key < $1.key }.map(\.value) }
    for observer in current { observer(value) }
  }
}
