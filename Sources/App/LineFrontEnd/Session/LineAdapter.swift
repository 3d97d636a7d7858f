import Coordinators
import TerminalKit
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
  /// Whether `line`, typed while the work of an earlier line runs, is handed over at once
  /// instead of after that work: true for a line that stops the work (a running upload's
  /// `cancel`, or `quit`), so a script is never kept waiting for work it asked to stop.
  func interrupts(_ line: String) -> Bool
  /// Whether the first screen's load (``start()``) has shown something: from then on, a line
  /// that arrives and ``interrupts(_:)`` work is handed over while that load goes on, so a
  /// script can `quit` a load that never ends. Lines that were waiting before wait their turn.
  var hasShownStart: Bool { get }
  /// The changes the app's screens are still saving, open or closed: every way out waits for
  /// them or says which were not saved. The coordinator's; none for an app that saves nothing.
  var saves: PendingSaves { get }
  /// How many changes are still being saved (sent to a server, and not yet answered): a front
  /// end asked to quit while any are waits for them, or says so. ``saves``' count by default.
  var changesSaving: Int { get }
  /// The changes the screens say were not saved, each in words: a front end that waited for
  /// changes saving at quit says which of them the server refused meanwhile.
  var changesNotSaved: [SafeText] { get }
  /// The changes still waiting for the server's answer, each in words: what a front end that
  /// leaves without them (asked twice, or past its deadline) says were not saved.
  var changesWaiting: [SafeText] { get }
}

extension LineAdapter {
  /// Nothing to fit by default.
  public func fit(toHeight height: Int) {}

  /// No line interrupts work by default: each waits for the work before it.
  public func interrupts(_ line: String) -> Bool { false }

  /// No line interrupts the first screen's load by default: each waits until it has settled.
  public var hasShownStart: Bool { false }
  /// Nothing is saved in the background by default.
  public var saves: PendingSaves { PendingSaves() }

  /// The changes ``saves`` waits for.
  public var changesSaving: Int { saves.changesSaving }

  /// The changes ``saves`` holds refused, in words.
  public var changesNotSaved: [SafeText] { saves.refusedWords }

  /// The changes ``saves`` still waits for, in words.
  public var changesWaiting: [SafeText] { saves.waitingWords }
}
