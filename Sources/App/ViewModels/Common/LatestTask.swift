/// The newest piece of work of one kind on a screen: starting another, or stopping, makes the
/// one under way stale at once.
///
/// The kit's one "late results never overwrite newer state" type (loads, reloads, thumbnails,
/// exports, uploads). Stale work is cancelled, and its `isCurrent` turns false, which drops what
/// it was about to write even from a service that answers anyway. Work that answers once hands
/// its result to `apply`, called only while the work is current:
///
/// ```swift
/// await request.run { try await service.photos(albumID: nil) } apply: { result in
///   source = ...  // only ever the newest request's result
/// }
/// ```
///
/// Work that reports as it goes checks `isCurrent` before each write:
///
/// ```swift
/// await export.run { isCurrent in
///   for try await event in library.export(asset) where isCurrent() { apply(event) }
/// }
/// ```
///
/// A view model keeps one per kind of work (`AlbumsViewModel` is the worked example): its
/// `load()` shows `.loading`, then runs the requests through it, several at once with
/// `async let`, and a `load()` begun meanwhile makes this one's result stale:
///
/// ```swift
/// @ObservationIgnored private let request = LatestTask()
///
/// public func load() async {
///   source = .loading
///   let service = service
///   await request.run {
///     async let albums = service.albums()
///     async let users = service.users()
///     return Listed(albums: try await albums, users: try await users)
///   } apply: { [weak self] result in
///     switch result {
///     case .success(let listed): self?.source = .loaded(listed)
///     case .failure(let error): self?.source = .failed(LoadFailure(error))
///     }
///   }
/// }
/// ```
@MainActor
public final class LatestTask {
  private var task: Task<Void, Never>?
  private var generation = 0

  /// Creates one with no work under way.
  public init() {}

  /// Runs `work`, stopping any work under way first, and returns once `work` has ended.
  /// The caller's cancellation reaches `work` too.
  public func run(
    _ work: @escaping @MainActor (_ isCurrent: @escaping @MainActor () -> Bool) async -> Void
  ) async {
    stop()
    let mine = generation
    let isCurrent: @MainActor () -> Bool = { [weak self] in self?.generation == mine }
    let task = Task { await work(isCurrent) }
    self.task = task
    // The task above is unstructured: pass the caller's cancellation on by hand.
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    if generation == mine { self.task = nil }
  }

  /// Runs `operation`, stopping any work under way first, and returns once it has settled;
  /// `apply` receives the result only if no newer work started, nobody stopped it and the
  /// caller was not cancelled meanwhile.
  public func run<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value,
    apply: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) async {
    await run { isCurrent in
      let result = await Result(awaiting: operation)
      if isCurrent(), !Task.isCancelled { apply(result) }
    }
  }

  /// Cancels the work under way, if any, and makes it stale: a screen that goes away calls it.
  public func stop() {
    generation += 1
    task?.cancel()
    task = nil
  }
}

extension Result where Failure == any Error {
  /// The outcome of `body`, which may suspend: what the standard `Result(catching:)` is for
  /// synchronous work.
  init(awaiting body: @Sendable () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}
