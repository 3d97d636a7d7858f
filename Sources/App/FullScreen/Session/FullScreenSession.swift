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
/// Events are taken all that are queued at a time (``TerminalEventQueue``), so work never
/// piles up behind a burst of keys: a signal to end is acted on before any key that came
/// with it, Ctrl-C before the other keys of its burst, and a run of characters typed into a
/// field (a paste after `/`) reaches the screen as one ``Key/text(_:)``: one search, one frame.
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
  private var writer = ScreenWriter()
  private var isRunning = false

  /// Creates a session: `screen` is asked before each frame, so resizes are followed;
  /// `terminal` is drawn on, and suspended and taken again for Ctrl-Z.
  public init(
    screens: Screens, screen: @escaping @MainActor () -> Screen,
    events: TerminalEventQueue, terminal: any FullScreenOutput
  ) {
    self.screens = screens
    self.screen = screen
    self.events = events
    self.terminal = terminal
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
    defer { start.cancel() }
    // Let the load begin, so the first frame says "loading" rather than flashing the idle screen.
    await Task.yield()
    drawAndObserve()
    while let batch = await events.next() {
      // A request to end goes ahead of every key that arrived with it.
      for case .signalled(let signal) in batch { return 128 + signal }
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
        case .signalled, .inputEnded:
          break
        }
        press(keys)
        keys = []
        if screens.isFinished || event == .inputEnded { return 0 }
      }
      press(keys)
      if screens.isFinished { return 0 }
      draw()
    }
    return 0
  }

  /// Hands `keys`, which arrived together, to the screens: Ctrl-C alone if it is among them,
  /// and each run of characters as one ``Key/text(_:)`` while a field takes text.
  private func press(_ keys: [Key]) {
    if keys.contains(.interrupt) {
      screens.press(.interrupt)
      return
    }
    var index = keys.startIndex
    while index < keys.endIndex, !screens.isFinished {
      if keys[index] == .suspend {
        suspend()
        index += 1
        continue
      }
      var typed = ""
      while screens.takesText, index < keys.endIndex, case .character(let character) = keys[index] {
        typed.append(character)
        index += 1
      }
      if typed.count > 1 {
        screens.press(.text(typed))
      } else if let character = typed.first {
        screens.press(.character(character))
      } else {
        screens.press(keys[index])
        index += 1
      }
    }
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
    guard isRunning, !screens.isFinished else { return }
    let screen = screen()
    screens.fit(toHeight: screen.height)
    let bytes = writer.update(to: ScreenWriter.lines(of: screens.frame(on: screen)))
    if !bytes.isEmpty { terminal.write(bytes) }
  }
}

/// What a ``FullScreenSession`` draws on: ``RawTerminal``, or a test's fake.
@MainActor
public protocol FullScreenOutput: AnyObject {
  /// Writes `text` to the terminal.
  func write(_ text: String)
  /// Stops the process until continued, with the terminal restored meanwhile (Ctrl-Z).
  func suspend()
  /// Takes the terminal again after a stop: raw mode, the alternate screen, no text cursor.
  func retake()
}

extension RawTerminal: FullScreenOutput {}
