import Models
import ViewModels

/// A change set written out for a person: what changed, how many, and where (as
/// `section.row` paths), so a list's updates can be read off the screen.
///
/// ```
/// 1 inserted [0.2] · 1 moved [0.3->1.0] · 1 updated [1.0]
/// 2 deleted [0.0, 0.4] · 1 section deleted [3]
/// ```
public enum ChangeSetText {
  /// How many paths each kind of change lists before an ellipsis.
  static let pathsShown = 4

  /// The change set as one line of text; `no changes` when it is empty.
  public static func text(_ changes: ChangeSet) -> SafeText {
    var parts: [SafeText] = []
    func add(_ count: Int, _ what: SafeText, _ paths: [String]) {
      guard count > 0 else { return }
      var listed = paths.prefix(pathsShown).joined(separator: ", ")
      if paths.count > pathsShown { listed += ", …" }
      parts.append("\(NumberText.grouped(count)) \(what) [\(SafeText(sanitized: listed))]")
    }
    add(changes.insertedRows.count, "inserted", changes.insertedRows.map(\.description))
    add(changes.deletedRows.count, "deleted", changes.deletedRows.map(\.description))
    add(changes.movedRows.count, "moved", changes.movedRows.map(\.description))
    add(changes.updatedRows.count, "updated", changes.updatedRows.map(\.description))
    let sections = { (count: Int) -> SafeText in count == 1 ? "section" : "sections" }
    add(
      changes.insertedSections.count, "\(sections(changes.insertedSections.count)) inserted",
      changes.insertedSections.map(String.init))
    add(
      changes.deletedSections.count, "\(sections(changes.deletedSections.count)) deleted",
      changes.deletedSections.map(String.init))
    return parts.isEmpty ? "no changes" : SafeText.joined(parts, separator: " · ")
  }

  /// The one-column mark a changed row carries: `+` inserted, `>` moved, `~` updated.
  public static func mark(_ mark: ChangeMark?) -> SafeText {
    switch mark {
    case .inserted: "+"
    case .moved: ">"
    case .updated: "~"
    case nil: " "
    }
  }
}
