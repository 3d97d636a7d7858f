import Coordinators
import LineFrontEnd

/// The word list driven by keys: ``DeclaredKeys`` over the word list's line adapter, whose keys
/// are its declaration beside its commands (`WordListLines.keysInFront`).
///
/// The cursor holds the id of the word it is on, which `d` deletes and `e` renames (the field
/// opens with the word for you to edit, and Enter renames it); `/` searches as you type; `a` and
/// `c` open the command line with `add ` or `churn ` typed for you, since they need a word or a
/// number.
///
/// ```swift
/// let keys = WordListKeys(coordinator: coordinator)
/// keys.press(.down)
/// keys.press(.character("d"))  // deletes the second word
/// ```
public typealias WordListKeys = DeclaredKeys<WordListLines>

extension DeclaredKeys where Lines == WordListLines {
  /// Keys for the word list `coordinator` runs, scrolled under the cursor.
  public convenience init(coordinator: WordListCoordinator) {
    self.init(lines: WordListLines(coordinator: coordinator, reading: .byScrolling))
  }

  /// The coordinator whose list the keys act on.
  public var coordinator: WordListCoordinator { lines.coordinator }
}
