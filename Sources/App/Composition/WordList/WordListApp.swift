import Coordinators
import DataEngine
import Flags
import Foundation
import Models
import ViewModels
import Views

/// The WordList sample's composition root: picks the store, builds the view model and the
/// coordinator, and runs them in the front end the sample picked.
@MainActor
public enum WordListApp {
  /// The words a memory store starts with: enough for a few sections, with accents to fold.
  public static let samples = [
    "apple", "Apricot", "banana", "Blueberry", "cherry", "Clémentine", "date", "fig", "grape",
    "kiwi", "lemon", "Mango", "orange", "pear", "Pêche", "plum",
  ].enumerated().map { Word(id: $0.offset + 1, text: $0.element) }

  /// Runs WordList as `options` say in `frontEnd` until it ends; returns the process's exit
  /// status (the front end's, or 1 when the store could not be opened or saved). The sample's
  /// `main.swift` picks the front end: lines, or keys at a real terminal.
  public static func run(
    options: WordListOptions, frontEnd: @MainActor (WordListCoordinator) async -> Int32
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
    return await StoreChoice.closing(store, status: frontEnd(coordinator))
  }
}
