import Essentials
import Synchronization

/// The process's memory as a test sets it: a ``MemoryGauge`` that reads ``bytes``, so a load
/// that stops at a memory ceiling is tested without filling memory.
public final class FakeMemory: Sendable {
  private let held: Mutex<Int>

  /// Memory holding `bytes` until the test says otherwise.
  public init(bytes: Int = 0) { held = Mutex(bytes) }

  /// The bytes the gauge reads now.
  public var bytes: Int {
    get { held.withLock { $0 } }
    set { held.withLock { $0 = newValue } }
  }

  /// A gauge that reads ``bytes``.
  public var gauge: MemoryGauge { MemoryGauge { [self] in bytes } }
}
