/// The one piece of work of its kind under way on a screen, such as an export or an upload.
///
/// Starting new work or stopping makes the old work stale at once: it is cancelled, and the
/// `isCurrent` check it was given turns false, so whatever it was about to write to the screen's
/// state is dropped even if it does not notice the cancel right away. The same idea as
/// `LatestRequest`, for work that reports as it goes rather than once at the end.
///
/// ```swift
/// await export.run { isCurrent in
///   for try await event in library.export(asset) where isCurrent() { apply(event) }
/// }
/// ```
@MainActor
final class CurrentWork {
  private var task: Task<Void, Never>?
  private var generation = 0

  /// Runs `work`, stopping any work under way first, and returns once `work` has ended.
  /// The caller's cancellation reaches `work` too.
  func run(
    _ work: @escaping @MainActor (_ isCurrent: @escaping @MainActor () -> Bool) async -> Void
  )
    async
  {
    stop()
    let mine = generation
    let isCurrent: @MainActor () -> Bool = { [weak self] in self?.generation == mine }
    let task = Task { await work(isCurrent) }
    self.task = task
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if isCurrent() { self.task = nil }
  }

  /// Cancels the work under way, if any, and makes it stale.
  func stop() {
    generation += 1
    task?.cancel()
    task = nil
  }
}
