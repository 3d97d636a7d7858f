import Models
import Synchronization

/// Change sets a fetched-results controller announces, collected on whatever thread the store
/// committed on, and taken on the main actor by the view model that shows them.
///
/// A view model's own writes are taken right after they return (the controller announced them
/// synchronously, during the write), so the frame after a command always shows exactly what
/// that command changed. Writes from elsewhere call `onArrival`, which schedules a take on the
/// main actor.
final class ChangeInbox: Sendable {
  private let pending = Mutex<[ChangeSet]>([])
  private let subscription = Mutex<StoreSubscription?>(nil)

  /// Starts collecting what `controller` announces; `onArrival` is called (on the announcing
  /// thread) after each one.
  init<Entity>(
    watching controller: FetchedResultsController<Entity>,
    onArrival: @escaping @Sendable () -> Void
  ) {
    let subscription = controller.observe { [weak self] changes in
      self?.pending.withLock { $0.append(changes) }
      onArrival()
    }
    self.subscription.withLock { $0 = subscription }
  }

  /// The change sets announced since the last take, oldest first.
  func take() -> [ChangeSet] {
    pending.withLock { pending in
      defer { pending = [] }
      return pending
    }
  }
}
