import Models

/// How a row on screen came to be where it is in the last change: what a list marks it with.
public enum ChangeMark: Hashable, Sendable {
  /// The row arrived (alone, or with a whole new section).
  case inserted
  /// The row came from elsewhere in the list (and may also have changed).
  case moved
  /// The row stayed where it was but its content changed.
  case updated
}

/// The marks of one change set, looked up by a row's path in the list after the change.
struct ChangeMarks: Sendable {
  private let marks: [RowPath: ChangeMark]
  private let insertedSections: Set<Int>

  /// The marks `changes` calls for.
  init(_ changes: ChangeSet) {
    var marks: [RowPath: ChangeMark] = [:]
    for path in changes.updatedRows { marks[path] = .updated }
    for move in changes.movedRows { marks[move.to] = .moved }
    for path in changes.insertedRows { marks[path] = .inserted }
    self.marks = marks
    insertedSections = Set(changes.insertedSections)
  }

  /// The mark of the row at `path` (in the list after the change), if it changed.
  func mark(at path: RowPath) -> ChangeMark? {
    insertedSections.contains(path.section) ? .inserted : marks[path]
  }
}
