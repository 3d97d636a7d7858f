import Views

/// What a ``TextSession`` drives, in every sample: the line front end's adapter over a
/// coordinator, which starts it, turns lines of input into calls on it and its screens, and draws
/// the screen in front.
@MainActor
public protocol LineAdapter: AnyObject {
  /// Loads what the first screen needs, returning once that has settled.
  func start() async
  /// Matches the screen's content to a terminal `height` lines tall.
  func fit(toHeight height: Int)
  /// Handles one line of input, returning the work it started, if any.
  @discardableResult
  func send(_ line: String) -> Task<Void, Never>?
  /// The frame for the screen in front.
  func frame(on screen: Screen) -> Frame
  /// Whether the session should end.
  var isFinished: Bool { get }
}

extension LineAdapter {
  /// Nothing to fit by default.
  public func fit(toHeight height: Int) {}
}
