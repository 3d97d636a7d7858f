import Dispatch
import Models

/// Lines a reader thread has read ahead of the session, never more than `capacity` of them.
///
/// Without a bound, a reader faster than its session (`yes 'search a' | Gallery`) piles up
/// every line it can read, gigabytes in a minute. Here the reader blocks in ``put(_:)`` while
/// the queue is full, so input waits in the pipe (where the writer then blocks in turn) until
/// the session has taken a line: back-pressure, end to end.
///
/// ```swift
/// let queue = LineQueue(capacity: 16)
/// // on the reader thread:
/// queue.put("search a")  // blocks while 16 lines wait
/// queue.finish()
/// // in the session:
/// while let line = await queue.take() { handle(line) }
/// ```
public final class LineQueue: Sendable {
  private struct State {
    var lines: [String] = []
    var isFinished = false
    /// The session, waiting in ``take()`` for a line not read yet.
    var taker: CheckedContinuation<String?, Never>?
  }

  /// How many lines may wait to be taken.
  public let capacity: Int
  private let state = Locked(State())
  /// One per free place: the reader takes one before each line, the session gives it back.
  private let places: DispatchSemaphore

  /// An empty queue holding at most `capacity` lines (at least 1).
  public init(capacity: Int) {
    self.capacity = max(1, capacity)
    places = DispatchSemaphore(value: self.capacity)
  }

  /// How many lines wait to be taken.
  public var count: Int { state.withLock { $0.lines.count } }

  /// Adds `line`, first blocking the calling thread (never the main actor's) until there is room.
  public func put(_ line: String) {
    places.wait()
    let taker = state.withLock { state in
      guard let taker = state.taker else {
        state.lines.append(line)
        return nil as CheckedContinuation<String?, Never>?
      }
      state.taker = nil
      return taker
    }
    if let taker {
      // Handed straight over: the line never took its place.
      places.signal()
      taker.resume(returning: line)
    }
  }

  /// Says no line will follow; a session waiting in ``take()`` gets nil.
  public func finish() {
    let taker = state.withLock { state in
      state.isFinished = true
      defer { state.taker = nil }
      return state.taker
    }
    taker?.resume(returning: nil)
  }

  /// The next line, waiting for it if none has been read yet; nil once input has ended.
  /// One session takes from a queue, so one call waits at a time.
  public func take() async -> String? {
    await withCheckedContinuation { continuation in
      let ready: String?? = state.withLock { state in
        if !state.lines.isEmpty { return .some(state.lines.removeFirst()) }
        if state.isFinished { return .some(nil) }
        state.taker = continuation
        return nil
      }
      guard let ready else { return }
      if ready != nil { places.signal() }
      continuation.resume(returning: ready)
    }
  }
}
