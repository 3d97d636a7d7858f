import Models
import Observation
import ViewModels

/// The Todos sample's coordinator: one screen, so nothing to navigate between; it holds the
/// todo list and whether the person asked to leave. A front end (`TodosLines` for lines,
/// `TodosKeys` for keys) calls the list's intents.
///
/// ```swift
/// let coordinator = TodosApp.makeCoordinator(service: service)
/// await coordinator.list.load()
/// try coordinator.list.toggle(3)
/// coordinator.quit()
/// ```
@MainActor
@Observable
public final class TodosCoordinator {
  /// Whether `quit` was asked for.
  public private(set) var isFinished = false
  public let list: TodoListViewModel
  /// The changes the list is still saving: what a front end asked to end waits for.
  public let saves = PendingSaves()

  public init(list: TodoListViewModel) {
    self.list = list
    saves.watch(list)
  }

  /// Asks the session to end; writes already made still go out.
  public func quit() {
    isFinished = true
    list.disappear()
  }
}
