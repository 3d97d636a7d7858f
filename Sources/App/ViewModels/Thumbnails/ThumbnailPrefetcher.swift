import Models
import Observation

/// Keeps a thumbnail service warm for a list: prefetches the rows about to be seen, and cancels
/// the prefetches of rows that left the window.
///
/// The coordinator tells it the window whenever the page changes (``show(_:)``). Each batch is
/// the difference from the window before, so batches go out strictly in order (a queue, not
/// latest-wins): a newer one waits for the older instead of cancelling it.
@MainActor
@Observable
public final class ThumbnailPrefetcher {
  /// The window last shown.
  public private(set) var window = ThumbnailWindow.empty

  @ObservationIgnored private let service: any ThumbnailService
  /// The latest batch of service calls; each batch waits for the one before it.
  @ObservationIgnored private var queue: Task<Void, Never>?

  /// Creates a prefetcher over `service`, with an empty window.
  public init(service: any ThumbnailService) { self.service = service }

  /// Moves the window: cancels what left it, then prefetches what entered it. Returns the task
  /// sending those calls (the loads themselves go on after it).
  @discardableResult
  public func show(_ window: ThumbnailWindow) -> Task<Void, Never> {
    let changes = self.window.changes(to: window)
    self.window = window
    let (service, previous) = (service, queue)
    let batch = Task {
      await previous?.value
      if !changes.cancel.isEmpty { await service.cancelPrefetch(changes.cancel) }
      if !changes.prefetch.isEmpty { await service.prefetch(changes.prefetch) }
    }
    queue = batch
    return batch
  }
}
