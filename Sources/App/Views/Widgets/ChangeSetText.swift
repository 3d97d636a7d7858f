import DataEngine
import Models
import ViewModels

/// A change set written out for a person: what changed, how many, and where (`section.row`).
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
    func part(_ what: SafeText, _ paths: [String]) -> SafeText? {
      guard !paths.isEmpty else { return nil }
      var listed = paths.prefix(pathsShown).joined(separator: ", ")
      if paths.count > pathsShown { listed += ", …" }
      return "\(NumberText.grouped(paths.count)) \(what) [\(SafeText(sanitized: listed))]"
    }
    func sections(_ count: Int) -> SafeText { count == 1 ? "section" : "sections" }
    let parts = [
      part("inserted", changes.insertedRows.map(\.description)),
      part("deleted", changes.deletedRows.map(\.description)),
      part("moved", changes.movedRows.map(\.description)),
      part("updated", changes.updatedRows.map(\.description)),
      part(
        "\(sections(changes.insertedSections.count)) inserted",
        changes.insertedSections.map(String.init)),
      part(
        "\(sections(changes.deletedSections.count)) deleted",
        changes.deletedSections.map(String.init)),
    ]
    .compactMap { $0 }
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
