import Dispatch
import Essentials
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
///
/// Each line also carries the read of input it arrived in (``beginArrival()``), so a session
/// can tell a line typed while a command's work runs from one that was already waiting when
/// that work began (``mark`` and ``nextLine(arrivedAfter:)``).
public final class LineQueue: AsyncSequence, Sendable {
  private struct State {
    /// The lines waiting, each with the arrival it came in.
    var lines: [(text: String, arrival: Int)] = []
    /// How many arrivals have begun; the lines put now belong to the last.
    var arrivals = 0
    var isFinished = false
    /// The session, waiting in ``take()`` for a line not read yet.
    var taker: CheckedContinuation<String?, Never>?
    /// The session, waiting in ``nextLine(arrivedAfter:)`` for the next line, with its mark.
    var watcher: (continuation: CheckedContinuation<String?, Never>, mark: Int)?
  }

  /// How many lines may wait to be taken.
  public let capacity: Int
  private let state = Locked(State())
  /// One per free place: the reader takes one before each line, the session gives it back.
  private let places: DispatchSemaphore

  /// Whether input waits in the source, sent but not read yet by the reader (a pipe's bytes
  /// the reader thread has not been scheduled to read): those bytes came before any ``mark``
  /// taken now, so the read that brings them counts as arrived by then.
  private let waitsUnread: (@Sendable () -> Bool)?

  /// An empty queue holding at most `capacity` lines (at least 1); `waitsUnread`, when given,
  /// says whether input has been sent that the reader has not read yet.
  public init(capacity: Int, waitsUnread: (@Sendable () -> Bool)? = nil) {
    self.capacity = Swift.max(1, capacity)
    places = DispatchSemaphore(value: self.capacity)
    self.waitsUnread = waitsUnread
  }

  /// How many lines wait to be taken.
  public var count: Int { state.withLock { $0.lines.count } }

  /// Says that the lines put from now on came in a new read of input, after every ``mark``
  /// taken so far. The reader calls it once a read returns, before putting the lines it ended.
  public func beginArrival() {
    state.withLock { $0.arrivals += 1 }
  }

  /// Whether the session waits in ``nextLine(arrivedAfter:)`` for a line not read yet: a test
  /// sends its line once the session watches for it.
  public var isWatched: Bool { state.withLock { $0.watcher != nil } }

  /// Where input has arrived to: a line that arrived later is one
  /// ``nextLine(arrivedAfter:)`` returns.
  ///
  /// Input already sent counts as arrived even when the reader has not read it yet: under load
  /// the reader thread may run late, and a script piped whole (`quit` after the first screen)
  /// must not be taken for one typed while the work went on. The arrivals are read first, so
  /// a read that lands between the two looks is counted once.
  public var mark: Int {
    let arrived = state.withLock { $0.arrivals }
    return waitsUnread?() == true ? arrived + 1 : arrived
  }

  /// Adds `line`, first blocking the calling thread (never the main actor's) until there is room.
  public func put(_ line: String) {
    places.wait()
    typealias Waiting = CheckedContinuation<String?, Never>
    var told: (watcher: Waiting, line: String?)?
    let taker: Waiting? = state.withLock { state in
      guard let taker = state.taker else {
        state.lines.append((line, state.arrivals))
        // The line is the next one now: whoever watches for the next line hears of it.
        if state.lines.count == 1, let watcher = state.watcher {
          state.watcher = nil
          told = (watcher.continuation, state.arrivals > watcher.mark ? line : nil)
        }
        return nil
      }
      state.taker = nil
      return taker
    }
    if let taker {
      // Handed straight over: the line never took its place.
      places.signal()
      taker.resume(returning: line)
    }
    if let told { told.watcher.resume(returning: told.line) }
  }

  /// Says no line will follow; a session waiting in ``take()`` gets nil.
  public func finish() {
    let (taker, watcher) = state.withLock { state in
      state.isFinished = true
      defer { (state.taker, state.watcher) = (nil, nil) }
      return (state.taker, state.watcher?.continuation)
    }
    taker?.resume(returning: nil)
    watcher?.resume(returning: nil)
  }

  /// The next line, waiting for it if none has been read yet; nil once input has ended.
  /// One session takes from a queue, so one call waits at a time.
  public func take() async -> String? {
    await withCheckedContinuation { continuation in
      let ready: String?? = state.withLock { state in
        if !state.lines.isEmpty { return .some(state.lines.removeFirst().text) }
        if state.isFinished { return .some(nil) }
        state.taker = continuation
        return nil
      }
      guard let ready else { return }
      if ready != nil { places.signal() }
      continuation.resume(returning: ready)
    }
  }

  /// The next line, left in the queue for ``take()``, once there is one, if it arrived after
  /// `mark`; nil at once if the next line arrived at or before it (it was waiting already),
  /// and nil when input ends or the calling task is cancelled.
  public func nextLine(arrivedAfter mark: Int) async -> String? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready: String?? = state.withLock { state in
          if let next = state.lines.first { return .some(next.arrival > mark ? next.text : nil) }
          if state.isFinished || Task.isCancelled { return .some(nil) }
          state.watcher = (continuation, mark)
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      let watcher = state.withLock { state in
        defer { state.watcher = nil }
        return state.watcher?.continuation
      }
      watcher?.resume(returning: nil)
    }
  }

  /// Takes the lines one by one, as ``take()`` does, until input ends.
  public func makeAsyncIterator() -> Iterator { Iterator(queue: self) }

  /// Takes a queue's lines in order.
  public struct Iterator: AsyncIteratorProtocol {
    let queue: LineQueue

    /// The next line, once read; nil once input has ended.
    public mutating func next() async -> String? { await queue.take() }
  }
}
