import Coordinators
import LineFrontEnd
import Observation
import TerminalKit
import Views

/// The full-screen run loop: reads terminal events, hands keys to a ``KeyedScreen``, and
/// redraws the lines that changed.
///
/// Like the line front end's session it redraws whenever observed state changes (a load
/// finishing), through Observation rather than polling, and after the keys that arrived
/// together. A resize forgets what the screen showed, so the next frame is drawn whole at the
/// new size.
///
/// Events are taken all that are queued at a time (`TerminalEventQueue`), so work never
/// piles up behind a burst of keys: a signal to end is acted on before any key that came
/// with it, Ctrl-C before the other keys of its burst, and a run of characters typed into a
/// field (a paste after `/`) reaches the screen as one `Key/text(_:)`: one search, one frame.
/// A bracketed paste (`Key/paste(_:)`) goes to the field in focus as one text too, and
/// nowhere when no field takes text: a paste is never taken for keys. A Ctrl-C or a signal
/// that arrives while a burst is being handled stops it there (`TerminalEventQueue/hasUrgent`).
///
/// No way out drops a change still saving (`LineAdapter/saves`, every screen's, open or
/// closed): `q`, Ctrl-C, `:quit`, SIGTERM, SIGHUP and the terminal closing all wait for the
/// answers, saying how many on the bottom line, for at most `PendingSaves.deadline`. A second `q`,
/// Ctrl-C or signal leaves without them. A change not saved is never lost in silence: the
/// run ends with a status other than 0 (1, or 128 plus the signal's number) and
/// ``notSavedAtQuit`` says which were refused meanwhile, and which were left unanswered, for
/// the caller to print once the terminal is restored.
///
/// ```swift
/// let session = FullScreenSession(
///   screens: keys, screen: { Screen.detect() }, events: TerminalEvents.reading(STDIN_FILENO),
///   terminal: terminal)
/// let status = await session.run()
/// ```
@MainActor
public final class FullScreenSession<Screens: KeyedScreen> {
  private let screens: Screens
  private let screen: @MainActor () -> Screen
  private let events: TerminalEventQueue
  private let terminal: any FullScreenOutput
  private let clock: any Clock<Duration>
  private let savingDeadline: Duration
  private var writer = ScreenWriter()
  private var isRunning = false
  /// Whether the terminal has closed: no more keys will come.
  private var inputEnded = false
  /// The status a signal asked to end with (128 plus its number), if one did.
  private var signalStatus: Int32?
  /// Whether the screens have finished (`q`, Ctrl-C, `:quit`, a signal, the terminal closing)
  /// with changes still saving: the session waits for them, and says so.
  private var waitsForSaving = false
  /// Whether a second `q`, Ctrl-C or signal, or the deadline, ends the wait without them.
  private var leavesUnsaved = false
  /// How many changes the screens said were not saved when the wait began: any after those
  /// were refused while the session waited.
  private var notSavedBeforeWaiting = 0
  /// Ends the wait for the changes saving once ``savingDeadline`` has passed.
  private var deadline: Task<Void, Never>?
  /// The keys whose work a service is retrying (a write answered 503, tried again after a
  /// pause), by number, until that work ends: the bottom line says so meanwhile.
  private var retrying: Set<Int> = []
  /// Numbers each key handed to the screens, for ``retrying``.
  private var keysPressed = 0

  /// The changes the server refused while the session waited for them at quit, in words: the
  /// person saw the screen close, so the caller says these after restoring the terminal.
  public private(set) var notSavedAtQuit: [SafeText] = []

  /// Creates a session: `screen` is asked before each frame, so resizes are followed;
  /// `terminal` is drawn on, and suspended and taken again for Ctrl-Z; a way out waits at most
  /// `savingDeadline` by `clock` for the changes still saving.
  public init(
    screens: Screens, screen: @escaping @MainActor () -> Screen,
    events: TerminalEventQueue, terminal: any FullScreenOutput,
    clock: any Clock<Duration> = ContinuousClock(),
    savingDeadline: Duration = PendingSaves.deadline
  ) {
    self.screens = screens
    self.screen = screen
    self.events = events
    self.terminal = terminal
    self.clock = clock
    self.savingDeadline = savingDeadline
  }

  /// Runs until the screens finish, the terminal closes or a signal asks to stop; returns the
  /// exit status: 0, or 128 plus the signal's number, as a shell reports a process it stopped.
  public func run() async -> Int32 {
    isRunning = true
    defer {
      isRunning = false
      events.finish()
    }
    let start = Task { await screens.start() }
    defer {
      start.cancel()
      deadline?.cancel()
    }
    // Let the load begin, so the first frame says "loading" rather than flashing the idle screen.
    await Task.yield()
    drawAndObserve()
    while let batch = await events.next() {
      // A request to end goes ahead of every key that arrived with it; a second one, while the
      // session waits for changes saving, leaves without them.
      for case .signalled(let signal) in batch {
        if waitsForSaving { leavesUnsaved = true }
        signalStatus = signalStatus ?? 128 + signal
      }
      if signalStatus != nil, let status = ending() { return status }
      var keys: [Key] = []
      for event in batch {
        switch event {
        case .key(let key):
          keys.append(key)
          continue
        case .resized:
          writer.invalidate()
        case .suspendRequested:
          suspend()
        case .continued:
          terminal.retake()
          writer.invalidate()
        case .inputEnded:
          inputEnded = true
        case .signalled:
          break
        }
        press(keys)
        keys = []
        if isEnding, let status = ending() { return status }
      }
      press(keys)
      if isEnding, let status = ending() { return status }
      draw()
    }
    return status
  }

  /// Whether the session was asked to end: the screens finished, the terminal closed, or a
  /// signal came.
  private var isEnding: Bool { screens.isFinished || inputEnded || signalStatus != nil }

  /// The status to end with, now that the session was asked to end; nil while changes are
  /// still saving, which the session waits for (``draw()`` ends the run once they are answered,
  /// or the wait is given up).
  private func ending() -> Int32? {
    if !waitsForSaving {
      guard screens.changesSaving > 0 else { return status }
      notSavedBeforeWaiting = screens.changesNotSaved.count
      waitsForSaving = true
      startDeadline()
    }
    guard leavesUnsaved else { return nil }
    settle()
    return status
  }

  /// The exit status: the signal's, else 1 when a change was not saved, else 0.
  private var status: Int32 { signalStatus ?? (notSavedAtQuit.isEmpty ? 0 : 1) }

  /// Gives up the wait once ``savingDeadline`` has passed.
  private func startDeadline() {
    deadline = Task { [clock, savingDeadline] in
      do { try await clock.sleep(for: savingDeadline) } catch { return }
      self.leavesUnsaved = true
      self.draw()
    }
  }

  /// Ends the wait: the changes refused while it lasted, and, leaving without them, those still
  /// unanswered, are what was not saved.
  private func settle() {
    let refused = Array(screens.changesNotSaved.dropFirst(notSavedBeforeWaiting))
    notSavedAtQuit = refused + (leavesUnsaved ? screens.changesWaiting : [])
  }

  /// The bottom line while the session waits for `count` changes to be saved.
  static func savingLine(_ count: Int) -> Line {
    let changes: SafeText = count == 1 ? "1 change" : "\(count) changes"
    return Line("saving \(changes)… q again to quit without them", style: .progress)
  }

  /// Hands `keys`, which arrived together, to the screens: Ctrl-C alone if it is among them,
  /// and each run of characters as one ``Key/text(_:)`` while a field takes text.
  private func press(_ keys: [Key]) {
    if waitsForSaving {
      // The screens have finished: only leaving at once, or Ctrl-Z, means anything now.
      if keys.contains(.interrupt) || keys.contains(.character("q")) { leavesUnsaved = true }
      if keys.contains(.suspend) { suspend() }
      return
    }
    if keys.contains(.interrupt) {
      pressWatched(.interrupt)
      return
    }
    var index = keys.startIndex
    while index < keys.endIndex, !screens.isFinished {
      if events.hasUrgent {
        // Ctrl-C or a signal came while this burst was handled: act on it now; the rest of the
        // burst is dropped, as both end the session.
        return
      }
      if keys[index] == .suspend {
        suspend()
        index += 1
        continue
      }
      if case .paste(let text) = keys[index] {
        // Typed into the field in focus; with none, a paste does nothing.
        if screens.takesText { pressWatched(.text(text)) }
        index += 1
        continue
      }
      var typed = ""
      while screens.takesText, index < keys.endIndex, case .character(let character) = keys[index] {
        typed.append(character)
        index += 1
      }
      if typed.count > 1 {
        pressWatched(.text(typed))
      } else if let character = typed.first {
        pressWatched(.character(character))
      } else {
        pressWatched(keys[index])
        index += 1
      }
    }
  }

  /// Hands `key` to the screens, watching the work it starts for retries: a write the server
  /// asked to wait for shows on the bottom line as retrying until it ends.
  private func pressWatched(_ key: Key) {
    keysPressed += 1
    let number = keysPressed
    let work = RetriedWork.watching({ [weak self] in
      self?.retrying.insert(number)
      self?.draw()
    }) { screens.press(key) }
    guard let work else { return }
    Task { [weak self] in
      await work.value
      guard self?.retrying.remove(number) != nil else { return }
      self?.draw()
    }
  }

  /// The bottom line while the screens' work is being retried, `count` pieces of it.
  static func retryingLine(_ count: Int) -> Line {
    let changes: SafeText = count == 1 ? "1 change" : "\(count) changes"
    return Line("retrying \(changes)… the server asked to wait", style: .progress)
  }

  /// Ctrl-Z: the terminal as the shell left it while stopped, then the whole screen again.
  private func suspend() {
    terminal.suspend()
    writer.invalidate()
    draw()
  }

  private func drawAndObserve() {
    guard isRunning else { return }
    withObservationTracking {
      draw()
    } onChange: {
      // Called before the change is applied; draw once it has been, on the main actor.
      Task { @MainActor in self.drawAndObserve() }
    }
  }

  private func draw() {
    guard isRunning else { return }
    // Read on every frame, so the last answer awaited wakes the session.
    let saving = screens.changesSaving
    if waitsForSaving, saving == 0 || leavesUnsaved {
      if saving == 0 { leavesUnsaved = false }
      settle()
      events.finish()  // the run ends: nothing is left to wait for
      return
    }
    guard !screens.isFinished || waitsForSaving else { return }
    let screen = screen()
    screens.fit(toHeight: screen.height)
    var frame = screens.frame(on: screen)
    if waitsForSaving {
      frame = frame.keyed(cursorAt: nil, bottom: Self.savingLine(saving), on: screen)
    } else if !retrying.isEmpty, !screens.takesText, let last = frame.lines.indices.last {
      var lines = frame.lines
      lines[last] = Self.retryingLine(retrying.count)
      frame = Frame(lines, on: screen)
    }
    let bytes = writer.update(to: ScreenWriter.lines(of: frame))
    if !bytes.isEmpty { terminal.write(bytes) }
  }
}
