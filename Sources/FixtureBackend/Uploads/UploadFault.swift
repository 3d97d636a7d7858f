import Dispatch
import Synchronization

/// A failure the fixture server stages in an upload, so tests can prove that resuming works.
///
/// A fault fires on the first PATCH whose body reaches `offset` (a position in the upload, not
/// in the chunk), after the bytes before it have been stored.
public enum UploadFault: Sendable {
  /// Keeps the bytes before `atOffset`, then drops the connection without an answer, as a
  /// network failure would: the rest of that PATCH never reaches the upload.
  case reset(atOffset: Int)
  /// Stops reading at `atOffset` until `gate` opens, then goes on as before. Meanwhile the
  /// client sees a stalled upload, which it may cancel or abandon.
  case hold(atOffset: Int, gate: UploadGate)

  /// Where in the upload the fault fires.
  var offset: Int {
    switch self {
    case .reset(let offset), .hold(let offset, _): offset
    }
  }
}

/// A test's hand on a held upload: wait until the server is holding, then let it go.
///
/// ```swift
/// let gate = UploadGate()
/// server.uploads.inject(.hold(atOffset: 1_000_000, gate: gate))
/// await gate.reached()  // the server has stored exactly 1_000_000 bytes and is waiting
/// gate.open()
/// ```
public final class UploadGate: Sendable {
  /// How long a server thread waits for `open()` before giving up on its own, so a test that
  /// forgets to open the gate cannot hang `FixtureServer.stop()`.
  static let patience = DispatchTimeInterval.seconds(30)

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
