import TerminalKit
import ViewModels
import Views

/// The word list's script milestones: a one-line frame when a `churn` has saved 1, 10, 100 and
/// 1,000 changes, then every 10,000, and at its end, whatever the machine's speed.
@MainActor
public final class ChurnMilestones: ScriptMilestones {
  private var shown = 0

  /// Creates the milestones; nothing is shown yet.
  public init() {}

  /// Counts from the changes the churn under way, if any, has saved so far.
  public func begin(at lines: WordListLines, atStart: Bool) {
    shown = lines.list.state.churn?.saved ?? 0
  }

  /// A one-line frame for each milestone the churn has reached since the last call.
  public func frames(of lines: WordListLines, on screen: Screen) -> [Frame] {
    guard let progress = lines.list.state.churn, progress.saved > shown else { return [] }
    let reached = (shown + 1...progress.saved).filter { Self.isMilestone($0, of: progress.total) }
    shown = progress.saved
    return reached.map {
      WordListView.churnFrame(ChurnProgress(saved: $0, total: progress.total), on: screen)
    }
  }

  private static func isMilestone(_ saved: Int, of total: Int) -> Bool {
    saved == total || [1, 10, 100, 1_000].contains(saved) || saved % 10_000 == 0
  }
}
