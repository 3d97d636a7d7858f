import Observation
import Views

/// The Gallery's run loop: reads commands, hands them to the coordinator, and shows frames.
///
/// Two modes share the coordinator. A **script** (input from a pipe) prints the command and a
/// plain frame after each line, once the work the command started has settled, so a transcript
/// is the same on every run. **Interactive** mode redraws whenever observed state changes (a load
/// finishing, say), through Observation rather than polling, and never waits for a load before
/// reading the next command.
@MainActor
public struct GallerySession {
  private let coordinator: GalleryCoordinator
  private let screen: @MainActor () -> Screen
  private let output: TerminalOutput
  private let input: AsyncStream<String>

  /// Creates a session; `screen` is asked before each frame, so resizes are followed.
  public init(
    coordinator: GalleryCoordinator, screen: @escaping @MainActor () -> Screen,
    output: TerminalOutput, input: AsyncStream<String>
  ) {
    self.coordinator = coordinator
    self.screen = screen
    self.output = output
    self.input = input
  }

  /// Runs a script: the first frame once the list has loaded, then `> command` and the frame
  /// after each line, until `quit` or the end of input.
  public func runScript() async {
    coordinator.fit(toHeight: screen().height)
    await coordinator.start()
    output.show(coordinator.frame(on: screen()))
    for await line in input {
      output.writeLine("> \(untrusted: line)")
      await coordinator.send(line)?.value
      if coordinator.isFinished { return }
      output.show(coordinator.frame(on: screen()))
    }
  }

  /// Runs at a terminal: draws at once, redraws on every change, and reads commands at a
  /// prompt until `quit` or end of input.
  public func runInteractive() async {
    let start = Task { await coordinator.start() }
    // Let the load begin (it marks the list as loading before its first suspension), so the
    // first frame says "loading" rather than flashing the idle screen.
    await Task.yield()
    drawAndObserve()
    for await line in input {
      coordinator.send(line)
      if coordinator.isFinished { break }
      // Lines typed before a redraw leave the prompt scrolled; draw now whatever changed.
      draw()
    }
    start.cancel()
  }

  private func drawAndObserve() {
    withObservationTracking {
      draw()
    } onChange: {
      // Called before the change is applied; draw once it has been, on the main actor.
      Task { @MainActor in drawAndObserve() }
    }
  }

  private func draw() {
    guard !coordinator.isFinished else { return }
    let screen = screen()
    coordinator.fit(toHeight: screen.height)
    output.show(coordinator.frame(on: screen))
    output.writePrompt("> ")
  }
}
