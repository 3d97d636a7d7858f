import Essentials
import Models
import Observation

/// A value a fake or a recorder keeps, which ``waitUntil(_:)`` can watch: what a test waits on
/// when the code under test reports through a closure rather than observable state.
///
/// Safe to update from any thread. Observers hear of a change only after it is stored, so a
/// waiter woken by it always reads the new value (an `@Observable` class tells observers
/// before the store, which is fine on one actor but a race across threads).
///
/// ```swift
/// let printed = Observed("")
/// let output = TerminalOutput(mode: .interactive) { part in printed.update { $0 += part } }
/// await waitUntil { printed.value.contains("Loading") }
/// ```
public final class Observed<Value: Sendable>: Observable, Sendable {
  private let stored: Locked<Value>
  private let registrar = ObservationRegistrar()

  /// Creates a box holding `value`.
  public init(_ value: Value) {
    stored = Locked(value)
  }

  /// The value now; reading it inside ``waitUntil(_:)`` makes the wait watch it.
  public var value: Value {
    registrar.access(self, keyPath: \.value)
    return stored.withLock { $0 }
  }

  /// Changes the value with `change`, then tells whoever watches it.
  public func update(_ change: (inout Value) -> Void) {
    stored.withLock { change(&$0) }
    registrar.withMutation(of: self, keyPath: \.value) {}
  }
}
