import Models
import Observation
import ViewModels

/// The word list's coordinator: one screen, so nothing to navigate between; it holds the list
/// and whether the person asked to leave. A front end (`WordListLines` for lines,
/// `WordListKeys` for keys) calls the list's intents.
///
/// ```swift
/// let coordinator = WordListCoordinator(list: try WordListViewModel(store: store))
/// try await coordinator.list.add("pear")
/// coordinator.quit()
/// ```
@MainActor
@Observable
public final class WordListCoordinator {
  /// Whether `quit` was asked for.
  public private(set) var isFinished = false
  public let list: WordListViewModel

  public init(list: WordListViewModel) { self.list = list }

  /// Asks the session to end.
  public func quit() { isFinished = true }
}
