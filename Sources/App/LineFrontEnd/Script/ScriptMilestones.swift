import TerminalKit
import Views

/// What a script watches while a command's work runs: the frames it shows at fixed points of
/// that work, chosen from the adapter's state rather than from timing, so a transcript is
/// the same on every run. The session owns it; coordinators know nothing of scripts.
@MainActor
public protocol ScriptMilestones<Adapter>: AnyObject {
  /// The adapter whose state is watched.
  associatedtype Adapter: LineAdapter

  /// Starts counting afresh from where `adapter` is now: before each line, and before the
  /// first screen starts (`atStart`), when everything is still to come.
  func begin(at adapter: Adapter, atStart: Bool)
  /// A frame for each milestone passed since the last call, in order.
  func frames(of adapter: Adapter, on screen: Screen) -> [Frame]
}

/// Milestones for a session whose commands' work has nothing to show until it settles.
public final class NoScriptMilestones<Adapter: LineAdapter>: ScriptMilestones {
  /// Creates the empty set of milestones.
  public init() {}

  /// Nothing to count.
  public func begin(at adapter: Adapter, atStart: Bool) {}

  /// No frames, ever.
  public func frames(of adapter: Adapter, on screen: Screen) -> [Frame] { [] }
}
