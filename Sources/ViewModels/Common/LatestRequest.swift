/// Runs the newest request of one kind: starting another cancels the one under way, and a
/// result that arrives after it was superseded is dropped instead of applied.
///
/// This is the whole of "late results never overwrite newer state" in one small type, shared by
/// every view model that loads. Cancelling stops work nobody needs; the generation check covers
/// services that answer anyway.
///
/// ```swift
/// await photosRequest.run { try await service.photos(albumID: nil) } apply: { result in
///   state = ...  // only ever the newest request's result
/// }
/// ```
@MainActor
final class LatestRequest<Value: Sendable> {
  private var task: Task<Void, Never>?
  private var generation = 0

  /// Starts `operation`, cancelling any request under way, and returns once it has settled;
  /// `apply` receives the result only if no newer request started meanwhile.
  func run(
    _ operation: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) async {
    task?.cancel()
    generation += 1
    let mine = generation
    let task = Task {
      let result: Result<Value, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      guard mine == self.generation, !Task.isCancelled else { return }
      apply(result)
    }
    self.task = task
    // The caller's cancellation reaches the request too (the task above is unstructured).
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }
}
