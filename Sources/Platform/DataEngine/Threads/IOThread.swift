import Essentials
import Foundation

/// A thread of its own for blocking file reads and writes, so they never hold one of the
/// cooperative pool's few threads. Jobs run one after another, in order.
///
/// ```swift
/// let io = IOThread(name: "export")
/// defer { io.stop() }
/// let chunk = try await io.perform { try source.read(upToCount: 65_536) }
/// ```
public final class IOThread: Sendable {
  private let jobs = JobQueue()

  /// Starts the thread, named for debugging.
  public init(name: String) {
    let thread = Thread { [jobs] in
      while let job = jobs.next() { job() }
    }
    thread.name = name
    thread.start()
  }

  /// Runs `work` on the thread and returns its result; refused once the thread is stopped.
  ///
  /// `work` is let go before the caller resumes, so whatever it captured (a store, say) is
  /// released by the time the caller lets go of its own references, not later on this thread.
  public func perform<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    let pending = Locked<(@Sendable () throws -> Value)?>(work)
    return try await withCheckedThrowingContinuation { continuation in
      let accepted = jobs.add {
        let result = Self.run(pending.withLock { $0.take() })
        continuation.resume(with: result)
      }
      if !accepted { continuation.resume(throwing: CancellationError()) }
    }
  }

  /// `work`'s result; `work` itself ends here.
  private static func run<Value>(
    _ work: (@Sendable () throws -> Value)?
  ) -> Result<Value, any Error> {
    guard let work else { return .failure(CancellationError()) }
    return Result { try work() }
  }

  /// Lets the thread finish the jobs it has, then end.
  public func stop() {
    jobs.close()
  }

  /// Runs one job on a thread started for it alone.
  public static func run<Value: Sendable>(
    _ name: String, _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    let thread = IOThread(name: name)
    defer { thread.stop() }
    return try await thread.perform(work)
  }
}

/// The jobs waiting for an ``IOThread``: added from anywhere, taken by the thread, which
/// blocks while there are none.
private final class JobQueue: Sendable {
  typealias Job = @Sendable () -> Void

  private let state = Locked<(jobs: [Job], closed: Bool)>(([], false))
  /// One signal per job added, and one for closing: the thread waits for the next.
  private let signals = DispatchSemaphore(value: 0)

  /// Queues `job`; false when the queue is closed.
  func add(_ job: @escaping Job) -> Bool {
    let accepted = state.withLock { state in
      guard !state.closed else { return false }
      state.jobs.append(job)
      return true
    }
    if accepted { signals.signal() }
    return accepted
  }

  /// Ends the queue once the jobs already in it have run.
  func close() {
    let wasOpen = state.withLock { state in
      defer { state.closed = true }
      return !state.closed
    }
    if wasOpen { signals.signal() }
  }

  /// Blocks until there is a job, and returns it; nil once the queue is closed and empty.
  func next() -> Job? {
    signals.wait()
    return state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
  }
}
