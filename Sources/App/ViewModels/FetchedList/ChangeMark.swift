import DataEngine
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

/// The marks of one change set, by the id of the row each marks: taken right after the change,
/// while its paths still point at the rows it names, so a mark stays on its row however the
/// list moves later.
enum ChangeMarks {
  /// The marks `changes` calls for, keyed by the ids `rows` shows at the changed paths.
  static func byID<Entity>(
    _ changes: ChangeSet, in rows: ListRows<Entity>
  ) -> [Entity.ID: ChangeMark] {
    var marks: [Entity.ID: ChangeMark] = [:]
    func mark(_ path: RowPath, _ mark: ChangeMark) {
      if let id = rows[path]?.id { marks[id] = mark }
    }
    for path in changes.updatedRows { mark(path, .updated) }
    for move in changes.movedRows { mark(move.to, .moved) }
    for path in changes.insertedRows { mark(path, .inserted) }
    let sections = rows.sections
    for section in changes.insertedSections where sections.indices.contains(section) {
      for entity in rows.rows(inSection: section, 0..<sections[section].count) {
        marks[entity.id] = .inserted
      }
    }
    return marks
  }
}
