import TerminalKit
import ViewModels
import Views

/// A writing screen's script milestone: the in-between frame of a write, once per command, the
/// moment its change shows and its row is marked saving, before the server answers. A write
/// intent applies its change before it returns, so the frame comes from state, not timing, and
/// the transcript is the same however slow the server is (`--faults '/todos/*=delay:1'`).
///
/// Any screen gets it from what its adapter says is saving:
///
/// ```swift
/// SavingMilestones<CommentsLines>(isSaving: { $0.changesSaving > 0 })
/// SavingMilestones<TodosLines>()   // a row on screen is marked saving
/// ```
@MainActor
public final class SavingMilestones<Adapter: LineAdapter>: ScriptMilestones {
  private let isSaving: @MainActor (Adapter) -> Bool
  private var shown = false

  /// The milestone of a screen whose adapter shows a write as saving when `isSaving` says so.
  public init(isSaving: @escaping @MainActor (Adapter) -> Bool) {
    self.isSaving = isSaving
  }

  /// Each command may show its own in-between frame.
  public func begin(at adapter: Adapter, atStart: Bool) { shown = false }

  /// The whole frame, the first time this command leaves something saving.
  public func frames(of adapter: Adapter, on screen: Screen) -> [Frame] {
    guard !shown, isSaving(adapter) else { return [] }
    shown = true
    return [adapter.frame(on: screen)]
  }
}

extension SavingMilestones where Adapter == TodosLines {
  /// The todo list's: a row on screen is marked saving (a todo being deleted is not on screen,
  /// so it shows no in-between frame).
  public convenience init() {
    self.init(isSaving: { lines in
      guard case .loaded(let content) = lines.list.state else { return false }
      return content.rows.all.contains(where: \.isSaving)
    })
  }
}
