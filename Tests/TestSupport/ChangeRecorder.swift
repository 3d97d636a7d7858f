import DataEngine
import Essentials

/// Collects what a controller announces, checking each change set against the snapshots on
/// either side of it: applying it to the one before must give the one after.
public final class ChangeRecorder<Entity: StoreEntity>: Sendable {
  public typealias Snapshot = SectionedSnapshot<SectionKey, Entity.ID>

  private struct State {
    var previous: Snapshot
    var changes: [ChangeSet] = []
    var failures: [String] = []
  }

  /// The controller watched; kept alive as long as the recorder.
  public let controller: FetchedResultsController<Entity>
  private let state: Locked<State>
  private let subscription = Locked<StoreSubscription?>(nil)

  public init(_ controller: FetchedResultsController<Entity>) {
    self.controller = controller
    state = Locked(State(previous: controller.snapshot))
    let subscription = controller.observe { [weak self, weak controller] changes in
      guard let self, let controller else { return }
      let new = controller.snapshot
      self.state.withLock { state in
        state.changes.append(changes)
        let applied = state.previous.applying(changes, takingInsertsFrom: new)
        if applied != new {
          state.failures.append("\(changes) turns \(state.previous) into \(applied), not \(new)")
        }
        state.previous = new
      }
    }
    self.subscription.withLock { $0 = subscription }
  }

  /// The change sets announced since the last call, and clears them.
  public func take() -> [ChangeSet] {
    state.withLock { state in
      defer { state.changes = [] }
      return state.changes
    }
  }

  /// Change sets that did not turn the snapshot before into the one after.
  public var failures: [String] { state.withLock { $0.failures } }
}
