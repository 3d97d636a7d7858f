import Coordinators
import TerminalKit
import Views

/// A video post's script milestones: a progress frame at 0%, 25%, 50%, 75% and 100% of an
/// asset's fetch and of the upload (see `TransferCheckpoint`).
@MainActor
public final class TransferMilestones: ScriptMilestones {
  /// The flow counted for, so a new flow (in the Gallery, each `post-video`) counts from zero.
  private weak var flow: VideoPostCoordinator?
  private var shown: TransferCheckpoint?

  /// Creates the milestones; nothing is shown yet.
  public init() {}

  /// Counts from the checkpoint the flow has reached; at the start, from nothing (a fetch's 0%).
  public func begin(at lines: VideoPostLines, atStart: Bool) {
    flow = lines.flow
    shown = atStart ? nil : lines.flow.frames.checkpoint
  }

  /// A frame for each checkpoint the flow has passed since the last call.
  public func frames(of lines: VideoPostLines, on screen: Screen) -> [Frame] {
    if flow !== lines.flow {
      flow = lines.flow
      shown = nil
    }
    let front = lines.flow.frames
    guard let reached = front.checkpoint else { return [] }
    let passed = reached.passed(since: shown)
    shown = max(shown ?? reached, reached)
    return passed.map { front.frame(at: $0, on: screen, commands: VideoPostCommand.catalog) }
  }
}
