import Essentials

/// The terminal's events waiting for the session, taken all at once: what arrived together is
/// handled together.
///
/// A stream hands events over one at a time, so a session busy with each key in a paste lets
/// the rest pile up behind it, and a `q`, Ctrl-C or SIGTERM after the paste waits for all of
/// them. Here the session takes everything queued in one ``next()``: it acts on a signal before
/// any key queued with it, and types a run of characters into a field at once, with one search
/// and one redraw. A session still busy with a burst asks ``hasUrgent`` between keys, so a
/// Ctrl-C or a signal that arrives meanwhile is not kept waiting behind the rest of it.
///
/// ```swift
/// let queue = TerminalEventQueue()
/// queue.post([.key(.character("a")), .key(.character("b"))])  // the reader thread
/// await queue.next()  // [.key(.character("a")), .key(.character("b"))]
/// ```
public final class TerminalEventQueue: Sendable {
  private struct State {
    var events: [TerminalEvent] = []
    /// Whether `events` holds a Ctrl-C or a signal to end.
    var hasUrgent = false
    var isFinished = false
    var taker: CheckedContinuation<[TerminalEvent]?, Never>?
  }

  private let state = Locked(State())
  /// Called once the consumer has gone: the reader thread stops.
  private let onFinish: @Sendable () -> Void

  /// An empty queue; `onFinish` runs when ``finish()`` is called.
  public init(onFinish: @escaping @Sendable () -> Void = {}) {
    self.onFinish = onFinish
  }

  /// Adds `events`, in order, to what waits; a session waiting in ``next()`` takes them at once.
  public func post(_ events: [TerminalEvent]) {
    guard !events.isEmpty else { return }
    let handOver = state.withLock {
      state -> ([TerminalEvent], CheckedContinuation<[TerminalEvent]?, Never>)? in
      guard !state.isFinished else { return nil }
      state.events += events
      state.hasUrgent = state.hasUrgent || events.contains(where: \.isUrgent)
      guard let taker = state.taker else { return nil }
      state.taker = nil
      defer {
        state.events = []
        state.hasUrgent = false
      }
      return (state.events, taker)
    }
    if let (events, taker) = handOver { taker.resume(returning: events) }
  }

  /// Everything queued, in the order it arrived, waiting for something if nothing is; nil once
  /// the queue is finished. One session takes from a queue, so one call waits at a time.
  public func next() async -> [TerminalEvent]? {
    await withCheckedContinuation { continuation in
      let ready: [TerminalEvent]?? = state.withLock { state in
        if !state.events.isEmpty {
          defer {
            state.events = []
            state.hasUrgent = false
          }
          return .some(state.events)
        }
        if state.isFinished { return .some(nil) }
        state.taker = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Whether a Ctrl-C or a signal to end waits in the queue: a session handling a burst of keys
  /// stops there, and takes it next.
  public var hasUrgent: Bool { state.withLock { $0.hasUrgent } }

  /// Ends the queue: events posted later are dropped, a waiting ``next()`` returns nil, and the
  /// reader is told to stop.
  public func finish() {
    let taker = state.withLock { state in
      state.isFinished = true
      defer { state.taker = nil }
      return state.taker
    }
    taker?.resume(returning: nil)
    onFinish()
  }
}

extension TerminalEvent {
  /// Whether the event asks to leave now: a signal to end, or Ctrl-C.
  var isUrgent: Bool {
    switch self {
    case .signalled, .key(.interrupt): true
    default: false
    }
  }
}
