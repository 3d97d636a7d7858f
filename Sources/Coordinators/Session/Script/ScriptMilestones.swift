import Views

/// What a script watches while a command's work runs: the frames it shows at fixed points of
/// that work (progress at each quarter, say), chosen from state rather than from timing, so a
/// transcript is the same on every run.
///
/// The session owns it and reads the coordinator's state; coordinators know nothing of scripts.
/// Each sample's composition root picks one (``ChurnMilestones``, ``TransferMilestones``,
/// ``GalleryMilestones``).
@MainActor
public protocol ScriptMilestones<Coordinator>: AnyObject {
  /// The coordinator whose state is watched.
  associatedtype Coordinator: SessionCoordinator

  /// Starts counting afresh from where `coordinator` is now: before each line, and before the
  /// first screen starts (`atStart`), when everything is still to come.
  func begin(at coordinator: Coordinator, atStart: Bool)
  /// A frame for each milestone passed since the last call, in order.
  func frames(of coordinator: Coordinator, on screen: Screen) -> [Frame]
}
