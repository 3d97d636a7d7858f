import DataEngine
import Essentials
import Models
import TestSupport

/// Collects what a controller announces, checking each change set against the snapshots on
/// either side of it: applying it to the one before must give the one after.
final class ChangeRecorder: Sendable {
  typealias Snapshot = SectionedSnapshot<SectionKey, Int>

  private struct State {
    var previous: Snapshot
    var changes: [ChangeSet] = []
    var failures: [String] = []
  }

  /// The controller watched; kept alive as long as the recorder.
  let controller: FetchedResultsController<Item>
  private let state: Locked<State>
  private let subscription = Locked<StoreSubscription?>(nil)

  init(_ controller: FetchedResultsController<Item>) {
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
  func take() -> [ChangeSet] {
    state.withLock { state in
      defer { state.changes = [] }
      return state.changes
    }
  }

  /// Change sets that did not turn the snapshot before into the one after.
  var failures: [String] { state.withLock { $0.failures } }
}

extension SectionedSnapshot where SectionID == SectionKey, ItemID == Int {
  /// The snapshot of `items`, already in a descriptor's order, cut into its sections.
  init(_ items: [Item], _ descriptor: FetchDescriptor<Item>) {
    var sections: [Section] = []
    for item in items {
      let key = descriptor.section(of: item)
      if sections.last?.id == key {
        sections[sections.count - 1].items.append(item.id)
      } else {
        sections.append(Section(id: key, items: [item.id]))
      }
    }
    self.init(sections: sections)
  }
}
