import Essentials

/// Callbacks registered for values of one kind, called in registration order; ``notify(_:)``
/// calls a copy taken under the lock, so a callback may register or cancel without deadlocking.
///
/// The callbacks are kept in registration order, so notifying copies one array: no sorting, and
/// no temporary collections, on the path every commit takes.
@usableFromInline final class ObserverList<Value: Sendable>: Sendable {
  @usableFromInline struct Registry {
    @usableFromInline var next = 0
    /// The tokens of `observers`, ascending: the order they registered in.
    @usableFromInline var tokens: [Int] = []
    @usableFromInline var observers: [@Sendable (Value) -> Void] = []
  }

  @usableFromInline let registry = Locked(Registry())

  /// Adds `observer` until the returned subscription is cancelled or released.
  @inlinable func add(_ observer: @escaping @Sendable (Value) -> Void) -> StoreSubscription {
    let token = registry.withLock { registry in
      defer { registry.next += 1 }
      registry.tokens.append(registry.next)
      registry.observers.append(observer)
      return registry.next
    }
    return StoreSubscription { [weak self] in
      self?.registry.withLock { registry in
        guard let index = registry.tokens.firstIndex(of: token) else { return }
        registry.tokens.remove(at: index)
        registry.observers.remove(at: index)
      }
    }
  }

  /// Calls every observer with `value`, oldest registration first.
  @inlinable func notify(_ value: Value) {
    let current = registry.withLock { $0.observers }
    for observer in current { observer(value) }
  }
}
