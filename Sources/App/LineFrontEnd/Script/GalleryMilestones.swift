import Coordinators
import TerminalKit
import Views

/// The Gallery's script milestones: those of the video post in front, if one is; the photo
/// screens have none.
@MainActor
public final class GalleryMilestones: ScriptMilestones {
  private let transfers = TransferMilestones()

  /// Creates the milestones; nothing is shown yet.
  public init() {}

  /// Counts from where the video post in front is, if one is.
  public func begin(at lines: GalleryLines, atStart: Bool) {
    if case .videoPost(let flow) = lines.coordinator.front {
      transfers.begin(at: lines.lines(of: flow), atStart: atStart)
    }
  }

  /// The video post's progress frames while it is in front; none for the photo screens.
  public func frames(of lines: GalleryLines, on screen: Screen) -> [Frame] {
    guard case .videoPost(let flow) = lines.coordinator.front else { return [] }
    return transfers.frames(of: lines.lines(of: flow), on: screen)
  }
}
