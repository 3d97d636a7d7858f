import Views

/// The Gallery's script milestones: those of the video post in front, if one is; the photo
/// screens have none.
@MainActor
public final class GalleryMilestones: ScriptMilestones {
  private let transfers = TransferMilestones()

  /// Creates the milestones; nothing is shown yet.
  public init() {}

  /// Counts from where the video post in front is, if one is.
  public func begin(at coordinator: GalleryCoordinator, atStart: Bool) {
    if case .videoPost(let flow) = coordinator.route { transfers.begin(at: flow, atStart: atStart) }
  }

  /// The video post's progress frames while it is in front; none for the photo screens.
  public func frames(of coordinator: GalleryCoordinator, on screen: Screen) -> [Frame] {
    guard case .videoPost(let flow) = coordinator.route else { return [] }
    return transfers.frames(of: flow, on: screen)
  }
}
