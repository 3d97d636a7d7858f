import Observation
import Views

/// The full-screen run loop: reads terminal events, hands keys to a ``KeyedScreen``, and
/// redraws the lines that changed.
///
/// Like the line front end's session it redraws whenever observed state changes (a load
/// finishing), through Observation rather than polling, and after every key. A resize forgets
/// what the screen showed, so the next frame is drawn whole at the new size.
///
/// ```swift
/// let session = FullScreenSession(
///   screens: keys, screen: { Screen.detect() }, events: TerminalEvents.reading(STDIN_FILENO),
///   write: terminal.write)
/// let status = await session.run()
/// ```
@MainActor
public final class FullScreenSession<Screens: KeyedScreen> {
  private let screens: Screens
  private let screen: @MainActor () -> Screen
  private let events: AsyncStream<TerminalEvent>
  private let write: @MainActor (String) -> Void
  private var writer = ScreenWriter()
  private var isRunning = false

  /// Creates a session: `screen` is asked before each frame, so resizes are followed;
  /// `write` puts bytes on the terminal.
  public init(
    screens: Screens, screen: @escaping @MainActor () -> Screen,
    events: AsyncStream<TerminalEvent>, write: @escaping @MainActor (String) -> Void
  ) {
    self.screens = screens
    self.screen = screen
    self.events = events
    self.write = write
  }

  /// Runs until the screens finish, the terminal closes or a signal asks to stop; returns the
  /// exit status: 0, or 128 plus the signal's number, as a shell reports a process it stopped.
  public func run() async -> Int32 {
    isRunning = true
    defer { isRunning = false }
    let start = Task { await screens.start() }
    defer { start.cancel() }
    // Let the load begin, so the first frame says "loading" rather than flashing the idle screen.
    await Task.yield()
    drawAndObserve()
    for await event in events {
      switch event {
      case .key(let key):
        screens.press(key)
        if screens.isFinished { return 0 }
      case .resized:
        writer.invalidate()
      case .signalled(let signal):
        return 128 + signal
      case .inputEnded:
        return 0
      }
      draw()
    }
    return 0
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
    if !bytes.isEmpty { write(bytes) }
  }
}
