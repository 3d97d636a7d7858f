import DataEngine
import Essentials
import Models

/// Change sets a fetched-results controller announces, collected on whatever thread the store
/// committed on, and taken on the main actor by the view model that shows them.
///
/// A view model's own writes are taken right after they return (the controller announced them
/// synchronously, during the write), so the frame after a command always shows exactly what
/// that command changed. For writes from elsewhere, a view model asks to hear of each arrival
/// (``onArrival(_:)``) and schedules a take on the main actor.
final class ChangeInbox: Sendable {
  private let pending = Locked<[ChangeSet]>([])
  private let arrival = Locked<@Sendable () -> Void>({})
  private let subscription = Locked<StoreSubscription?>(nil)

  /// Starts collecting what `controller` announces.
  init<Entity>(watching controller: FetchedResultsController<Entity>) {
    let subscription = controller.observe { [weak self] changes in
      guard let self else { return }
      pending.withLock { $0.append(changes) }
      arrival.withLock { $0 }()
    }
    self.subscription.withLock { $0 = subscription }
  }

  /// Calls `handler` (on the announcing thread) after each change set arrives; set once the
  /// view model exists, so the handler can hold it weakly.
  func onArrival(_ handler: @escaping @Sendable () -> Void) {
    arrival.withLock { $0 = handler }
  }

  /// The change sets announced since the last take, oldest first.
  func take() -> [ChangeSet] {
    pending.withLock { pending in
      defer { pending = [] }
      return pending
    }
  }
}
