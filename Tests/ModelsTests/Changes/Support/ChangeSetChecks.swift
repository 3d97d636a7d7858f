import DataEngine
import Models

/// Everything that must hold for a change set between two snapshots, as readable problems; an
/// empty list means the change set is valid, complete and applies to give `new`.
///
/// Index checks come first, so a bad path is reported rather than trapping inside `applying`.
func problems<S, I>(
  in changes: ChangeSet, from old: SectionedSnapshot<S, I>, to new: SectionedSnapshot<S, I>,
  updated: Set<I>
) -> [String] {
  var problems: [String] = []
  func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
    if !condition { problems.append(problem()) }
  }
  let deletedSections = Set(changes.deletedSections)
  let insertedSections = Set(changes.insertedSections)
  check(isStrictlyAscending(changes.deletedSections), "deleted sections out of order")
  check(isStrictlyAscending(changes.insertedSections), "inserted sections out of order")
  check(changes.deletedSections.allSatisfy(old.sections.indices.contains), "bad deleted section")
  check(changes.insertedSections.allSatisfy(new.sections.indices.contains), "bad inserted section")

  let leaving = changes.deletedRows + changes.movedRows.map(\.from)
  let arriving = changes.insertedRows + changes.movedRows.map(\.to)
  for path in leaving {
    check(old[path] != nil, "\(path) is not a row of the old snapshot")
    check(!deletedSections.contains(path.section), "\(path) leaves a deleted section")
  }
  for path in arriving + changes.updatedRows {
    check(new[path] != nil, "\(path) is not a row of the new snapshot")
    check(!insertedSections.contains(path.section), "\(path) is inside an inserted section")
  }
  check(Set(leaving).count == leaving.count, "an old row leaves twice")
  check(Set(arriving).count == arriving.count, "a new row arrives twice")
  check(isStrictlyAscending(changes.deletedRows), "deleted rows out of order")
  check(isStrictlyAscending(changes.insertedRows), "inserted rows out of order")
  check(isStrictlyAscending(changes.movedRows.map(\.to)), "moves out of order")
  check(isStrictlyAscending(changes.updatedRows), "updated rows out of order")
  guard problems.isEmpty else { return problems }

  // Counts must add up too, or `applying` would trap on a gap instead of reporting it.
  let keptOld = old.sections.indices.filter { !deletedSections.contains($0) }
  let keptNew = new.sections.indices.filter { !insertedSections.contains($0) }
  check(
    keptOld.count == keptNew.count, "\(keptOld.count) sections stay but \(keptNew.count) remain")
  for (oldSection, newSection) in zip(keptOld, keptNew) {
    let left = leaving.filter { $0.section == oldSection }.count
    let arrived = arriving.filter { $0.section == newSection }.count
    let count = old.sections[oldSection].items.count - left + arrived
    check(count == new.sections[newSection].items.count, "section \(newSection) gets \(count) rows")
  }
  guard problems.isEmpty else { return problems }

  let oldIDs = Set(old.sections.flatMap(\.items))
  for path in changes.updatedRows {
    let id = new[path]!
    check(updated.contains(id) && oldIDs.contains(id), "\(path) is updated but was not marked")
  }
  // Every marked item that stayed in a kept section, moved or not, must be reported updated.
  let keptOldIDs = Set(
    old.sections.indices.filter { !deletedSections.contains($0) }.flatMap { old.sections[$0].items }
  )
  let reported = Set(changes.updatedRows)
  for (section, contents) in new.sections.enumerated() where !insertedSections.contains(section) {
    for (row, id) in contents.items.enumerated()
    where updated.contains(id) && keptOldIDs.contains(id) {
      check(
        reported.contains(.init(section: section, row: row)), "update of \(section).\(row) missing")
    }
  }
  let applied = old.applying(changes, takingInsertsFrom: new)
  check(applied == new, "applying gives \(applied.sections), not \(new.sections)")
  return problems
}

private func isStrictlyAscending<T: Comparable>(_ values: [T]) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
}
