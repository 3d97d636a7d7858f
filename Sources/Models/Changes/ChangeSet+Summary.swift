extension ChangeSet {
  /// A short line for a person: `"2 inserted, 1 deleted, 3 moved, 1 section inserted"`, counts
  /// of zero left out, or `"no changes"`.
  public var summary: String {
    var parts: [String] = []
    func add(_ count: Int, _ what: String) {
      if count > 0 { parts.append("\(count) \(what)") }
    }
    add(insertedRows.count, "inserted")
    add(deletedRows.count, "deleted")
    add(movedRows.count, "moved")
    add(updatedRows.count, "updated")
    add(
      insertedSections.count, insertedSections.count == 1 ? "section inserted" : "sections inserted"
    )
    add(deletedSections.count, deletedSections.count == 1 ? "section deleted" : "sections deleted")
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}
