import Foundation
import Models
import ViewModels
import Views

/// The WordList sample's composition root: picks the store, builds the view model and the
/// coordinator, and runs the shared ``TextSession``.
@MainActor
public enum WordListApp {
  /// The words a memory store starts with: enough for a few sections, with accents to fold.
  public static let samples = [
    "apple", "Apricot", "banana", "Blueberry", "cherry", "Clémentine", "date", "fig", "grape",
    "kiwi", "lemon", "Mango", "orange", "pear", "Pêche", "plum",
  ].enumerated().map { Word(id: $0.offset + 1, text: $0.element) }

  /// Runs WordList as `options` say, reading commands from standard input; returns the
  /// process's exit status. `fullScreen`, if given, runs the coordinator instead of the line
  /// session: the sample passes its full-screen front end at a real terminal.
  public static func run(
    options: WordListOptions,
    fullScreen: (@MainActor (WordListCoordinator) async -> Int32)? = nil
  ) async -> Int32 {
    let list: WordListViewModel
    let store: any Store<Word>
    do {
      store = try await options.store.open(Word.self, samples: samples)
      list = try WordListViewModel(store: store, seed: options.seed)
    } catch {
      StandardError.writeLine("\(untrusted: String(describing: error))")
      return 1
    }
    let coordinator = WordListCoordinator(list: list)
    if let fullScreen { return await StoreChoice.closing(store, status: fullScreen(coordinator)) }
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let session = TextSession(
      coordinator: coordinator,
      screen: { options.screen(interactive: interactive) },
      output: TerminalOutput(mode: interactive ? .interactive : .script),
      input: LineInput.standardInput(), milestones: ChurnMilestones())
    await session.run(interactive: interactive)
    return await StoreChoice.closing(store, status: 0)
  }
}
