import Coordinators
import Views

/// What a ``FullScreenSession`` drives: screens that take keys and draw frames.
///
/// Each sample's key front end adopts it over that sample's coordinator, translating keys into
/// the commands the coordinator already understands, so no screen's logic is written twice.
/// Starting, fitting and finishing are the coordinator's own, so they come with the protocol.
@MainActor
public protocol KeyedScreen: AnyObject {
  /// The sample's coordinator type.
  associatedtype Coordinator: SessionCoordinator
  /// The coordinator the keys send their commands to.
  var coordinator: Coordinator { get }
  /// Handles one key, returning the work it started, if any.
  @discardableResult
  func press(_ key: Key) -> Task<Void, Never>?
  /// Whether keys now type into a field (a search, a command line): then the session hands a
  /// run of characters that arrived together to ``press(_:)`` as one ``Key/text(_:)``.
  var takesText: Bool { get }
  /// The frame for what is in front, on `screen`.
  func frame(on screen: Screen) -> Frame
}

extension KeyedScreen {
  /// Loads what the first screen needs, returning once that has settled.
  public func start() async { await coordinator.start() }
  /// Matches the screens' pages to a terminal `height` lines tall.
  public func fit(toHeight height: Int) { coordinator.fit(toHeight: height) }
  /// Whether the session should end: `q`, Ctrl-C or `:quit` ended it.
  public var isFinished: Bool { coordinator.isFinished }
  /// Screens with no field to type into take every key one at a time.
  public var takesText: Bool { false }
}
