import Dispatch

/// A PATCH held in the middle of its body: where the server stops reading, and the gate that
/// lets it go on. The one upload fault the server's `FaultPlan` has no rule for, since it
/// depends on a position in the upload rather than on a path.
struct UploadHold: Sendable {
  /// The position in the upload (not in the chunk) where reading stops.
  let offset: Int
  let gate: UploadGate
}

/// A test's hand on a held upload: wait until the server is holding, then let it go.
///
/// ```swift
/// let gate = UploadGate()
/// server.uploads.hold(atOffset: 1_000_000, gate: gate)
/// await gate.reached()  // the server has stored exactly 1_000_000 bytes and is waiting
/// gate.open()
/// ```
public final class UploadGate: Sendable {
  /// How long a server thread waits for `open()` before giving up on its own, so a test that
  /// forgets to open the gate cannot hang `FixtureServer.stop()` for ever. A safety net, never
  /// what a test waits for: ten minutes, the suites' time limit, since a test opens the gate
  /// after its next turn on the cooperative pool, which on a busy machine came minutes late (at
  /// 30 s the server once let a held PATCH go on before the test had looked).
  static let patience = DispatchTimeInterval.seconds(600)

  private let opened = DispatchSemaphore(value: 0)
  private let arrival: AsyncStream<Void>
  private let arrived: AsyncStream<Void>.Continuation

  /// Creates a closed gate.
  public init() {
    (arrival, arrived) = AsyncStream.makeStream(of: Void.self)
  }

  /// Returns once a server thread is waiting at this gate.
  public func reached() async {
    for await _ in arrival { return }
  }

  /// Lets the waiting server thread go on (or the next one through at once).
  public func open() {
    opened.signal()
  }

  /// Called on the server thread: announces the arrival and blocks until `open()`.
  func wait() {
    arrived.yield()
    arrived.finish()
    _ = opened.wait(timeout: .now() + Self.patience)
  }
}
