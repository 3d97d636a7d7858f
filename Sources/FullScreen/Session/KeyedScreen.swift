import Views

/// What a ``FullScreenSession`` drives: screens that take keys and draw frames.
///
/// Each sample's key front end adopts it over that sample's coordinator, translating keys into
/// the commands the coordinator already understands, so no screen's logic is written twice.
@MainActor
public protocol KeyedScreen: AnyObject {
  /// Loads what the first screen needs, returning once that has settled.
  func start() async
  /// Matches the screens' pages to a terminal `height` lines tall.
  func fit(toHeight height: Int)
  /// Handles one key, returning the work it started, if any.
  @discardableResult
  func press(_ key: Key) -> Task<Void, Never>?
  /// The frame for what is in front, on `screen`.
  func frame(on screen: Screen) -> Frame
  /// Whether the session should end.
  var isFinished: Bool { get }
}
