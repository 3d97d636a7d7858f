import TerminalKit
import ViewModels
import Views

/// The todo list's script milestone: the in-between frame of a write, once per command, the
/// moment its change shows and its row is marked saving, before the server answers. A write
/// intent applies its change before it returns, so the frame comes from state, not timing, and
/// the transcript is the same however slow the server is (`--faults '/todos/*=delay:1'`).
@MainActor
public final class SavingMilestones: ScriptMilestones {
  private var shown = false

  /// Creates the milestone; nothing is shown yet.
  public init() {}

  /// Each command may show its own in-between frame.
  public func begin(at lines: TodosLines, atStart: Bool) { shown = false }

  /// The whole frame, the first time this command leaves a row saving.
  public func frames(of lines: TodosLines, on screen: Screen) -> [Frame] {
    guard !shown, case .loaded(let content) = lines.list.state,
      content.rows.all.contains(where: \.isSaving)
    else { return [] }
    shown = true
    return [lines.frame(on: screen)]
  }
}
