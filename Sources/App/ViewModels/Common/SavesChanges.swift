import Models

/// A screen whose changes are saved in the background, through an ``OptimisticStore``: each
/// shows at once and waits there for the server's answer.
///
/// It is what a front end needs to know when the app is asked to end, so that no way out drops
/// a change still saving: the coordinator watches the store of every screen it makes that
/// adopts this, open or closed since, and the front ends ask the coordinator. A screen that
/// writes through a store adopts it, and needs nothing else for it.
@MainActor
public protocol SavesChanges: AnyObject {
  /// The rows the screen's store holds.
  associatedtype Row: OptimisticRow
  where Row.Change.Value: Identifiable, Row.Change.Value.ID == Int
  /// Where the screen's changes are saved, shared with other screens of the same records.
  var store: OptimisticStore<Row> { get }
}

extension TodoListViewModel: SavesChanges {}
extension PostViewModel: SavesChanges {}
