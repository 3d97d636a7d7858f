import Essentials
import Models

/// A load whose service may retry on its own: the newest load wins (``LatestTask``), and while
/// the service waits before its next attempt, the screen is handed a ``RetryCountdown`` that
/// ticks down on the injected clock. The notice, countdown and apply sequence, written once:
///
/// ```swift
/// await photoLoad.run { try await service.photo(id: id) } countdown: { [weak self] value in
///   self?.phase = .retrying(value)
/// } apply: { result in
///   phase = ...  // only ever the newest load's result; the countdown has stopped
/// }
/// ```
///
/// A notice from a load that was replaced shows nothing, and no tick follows a newer load's start.
@MainActor
final class RetryingLoad {
  private let latest = LatestTask()
  private let countdown: RetryCountdownTimer

  /// A load whose countdowns run on `clock`.
  init(clock: any Clock<Duration>) { countdown = RetryCountdownTimer(clock: clock) }

  /// Runs `operation`, replacing any load under way, and returns once it has settled. While
  /// this load is current, `tick` receives each countdown to the service's next attempt, and
  /// `apply` its result.
  func run<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value,
    countdown tick: @escaping @MainActor (RetryCountdown) -> Void,
    apply: @escaping @MainActor (Result<Value, any Error>) async -> Void
  ) async {
    // A load of one batch: nothing follows it.
    await run(
      batchesFrom: 0, { _ in try await operation() }, next: { _ in nil }, countdown: tick,
      apply: apply)
  }

  /// Runs a load that arrives in batches, replacing any load under way, and returns once it has
  /// settled: `fetch` is asked for the batch at `start`, then at each offset `next` gives for the
  /// batch before, until `next` says nil or a batch fails. Each batch is asked for while the one
  /// before is applied, so the network and the decoding overlap the screen's work. While this
  /// load is current, `tick` receives each countdown, `next` and then `apply` each batch in
  /// order, and `apply` the failure that ends it, if one does.
  ///
  /// ```swift
  /// await photosLoad.run(batchesFrom: 0) { offset in try await repository.batch(from: offset) }
  ///   next: { batch in cursor.take(batch); return cursor.isOver ? nil : cursor.nextOffset }
  ///   countdown: { [weak self] value in self?.phase = .retrying(value) }
  ///   apply: { result in ... }  // every batch, in order, then at most one failure
  /// ```
  func run<Batch: Sendable>(
    batchesFrom start: Int,
    _ fetch: @escaping @Sendable (Int) async throws -> Batch,
    next: @escaping @MainActor (Batch) -> Int?,
    countdown tick: @escaping @MainActor (RetryCountdown) -> Void,
    apply: @escaping @MainActor (Result<Batch, any Error>) async -> Void
  ) async {
    countdown.stop()
    let countdown = countdown
    await latest.run { isCurrent in
      let observer: RetryNotices.Observer = { notice in
        await MainActor.run {
          guard isCurrent() else { return }  // from a load already replaced
          countdown.start(notice) { value in if isCurrent() { tick(value) } }
        }
      }
      await RetryNotices.observe(observer) {
        var result = await Result(awaiting: { try await fetch(start) })
        while isCurrent() {  // else a newer load owns the countdown now
          countdown.stop()
          guard !Task.isCancelled else { return }
          guard case .success(let batch) = result, let offset = next(batch) else {
            await apply(result)
            return
          }
          // The next batch travels and decodes while this one reaches the screen.
          async let following = Result(awaiting: { try await fetch(offset) })
          await apply(result)
          result = await following
        }
      }
    }
  }

  /// Stops the load under way and its countdown; nothing of it reaches the screen.
  func stop() {
    countdown.stop()
    latest.stop()
  }
}

/// Keeps a ``RetryCountdown`` current on an injected clock: one tick now, one each time the
/// whole seconds left change, and a last one at zero. Starting it again ends the one before.
@MainActor
private final class RetryCountdownTimer {
  private let clock: any Clock<Duration>
  private var task: Task<Void, Never>?

  init(clock: any Clock<Duration>) { self.clock = clock }

  /// Counts down from `notice`'s pause, handing each value to `tick` on the main actor.
  func start(_ notice: RetryNotice, tick: @escaping @MainActor (RetryCountdown) -> Void) {
    stop()
    var countdown = RetryCountdown(notice)
    tick(countdown)
    let clock = clock
    task = Task {
      while countdown.remaining > .zero {
        // First to the next whole second, then a second at a time: "3 s", "2 s", "1 s".
        let fraction = countdown.remaining - .seconds(countdown.remaining.components.seconds)
        let step = fraction > .zero ? fraction : min(.seconds(1), countdown.remaining)
        do { try await clock.sleep(for: step) } catch { return }
        // Stopped while the clock woke this task: the tick would be stale.
        guard !Task.isCancelled else { return }
        countdown.remaining -= step
        tick(countdown)
      }
    }
  }

  /// Ends the countdown; no tick follows.
  func stop() {
    task?.cancel()
    task = nil
  }
}
