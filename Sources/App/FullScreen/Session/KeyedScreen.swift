import LineFrontEnd
import TerminalKit
import Views

/// What a ``FullScreenSession`` drives: screens that take keys and draw frames.
///
/// Each sample's key front end adopts it over that sample's line adapter, whose frames it marks
/// with a cursor and whose typed intents its keys call, so no screen's logic is written twice.
/// Starting, fitting and finishing are the adapter's own, so they come with the protocol.
@MainActor
public protocol KeyedScreen: AnyObject {
  associatedtype Lines: LineAdapter
  /// The line front end the keys draw with and hand typed commands to.
  var lines: Lines { get }
  /// Handles one key, returning the work it started, if any.
  @discardableResult
  func press(_ key: Key) -> Task<Void, Never>?
  /// Whether keys now type into a field (a search, a command line): then the session hands a
  /// run of characters that arrived together to ``press(_:)`` as one `Key/text(_:)`.
  var takesText: Bool { get }
  /// The frame for what is in front, on `screen`.
  func frame(on screen: Screen) -> Frame
}

extension KeyedScreen {
  /// Loads what the first screen needs, returning once that has settled.
  public func start() async { await lines.start() }
  /// Matches the screens' pages to a terminal `height` lines tall.
  public func fit(toHeight height: Int) { lines.fit(toHeight: height) }
  /// Whether the session should end: `q`, Ctrl-C or `:quit` ended it.
  public var isFinished: Bool { lines.isFinished }
  /// How many changes shown are still being saved: a quit waits for them.
  public var changesSaving: Int { lines.changesSaving }
  /// The changes shown as not saved, in words: a quit that waited says those refused meanwhile.
  public var changesNotSaved: [SafeText] { lines.changesNotSaved }
  /// The changes still waiting for an answer, in words: what leaving without them says.
  public var changesWaiting: [SafeText] { lines.changesWaiting }
  /// Screens with no field to type into take every key one at a time.
  public var takesText: Bool { false }
}
