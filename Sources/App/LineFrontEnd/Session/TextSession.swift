import Coordinators
import Observation
import TerminalKit
import Views

/// A sample's run loop: reads commands, hands them to the adapter, and shows frames.
///
/// A **script** (input from a pipe) prints each command and a plain frame once its work has
/// settled, plus the frames its ``ScriptMilestones`` pick from state, so a transcript is the same
/// on every run. Lines run in order, each after the work of the one before, with one exception:
/// while a command's work runs, the next line, if it arrived after that work began and the
/// adapter says it ``LineAdapter/interrupts(_:)`` work (`cancel`, `quit`), is handed over at
/// once. A line that was already waiting when the work began waits its turn, so a script piped
/// whole (`post`, then `quit`) still posts, then quits. The first screen's load is such work
/// too, once it has shown something (``LineAdapter/hasShownStart``): a `quit` that arrives
/// after that ends a load that would never end, while a script piped whole still shows its
/// first screen loaded. **Interactive** mode redraws whenever observed state changes and never
/// waits.
@MainActor
public struct TextSession<Adapter: LineAdapter> {
  let adapter: Adapter
  let screen: @MainActor () -> Screen
  let output: TerminalOutput
  let input: LineQueue
  let milestones: any ScriptMilestones<Adapter>
  let endRequests: EndRequests
  let clock: any Clock<Duration>
  let savingDeadline: Duration
  let tell: @MainActor (SafeText) -> Void
  /// The wait for the changes still saving, while the session leaves.
  let leaving = LeaveWait()

  /// Creates a session; `screen` is asked before each frame, so resizes are followed. Leaving
  /// waits at most `savingDeadline` by `clock` for changes still saving; a script's wait is
  /// said through `tell` (standard error), since its frames are its transcript. `endRequests`
  /// are signals taken as `quit`.
  public init(
    adapter: Adapter, screen: @escaping @MainActor () -> Screen,
    output: TerminalOutput, input: LineQueue,
    milestones: any ScriptMilestones<Adapter> = NoScriptMilestones(),
    endRequests: EndRequests = EndRequests(), clock: any Clock<Duration> = ContinuousClock(),
    savingDeadline: Duration = PendingSaves.deadline,
    tell: @escaping @MainActor (SafeText) -> Void = { _ in }
  ) {
    self.adapter = adapter
    self.screen = screen
    self.output = output
    self.input = input
    self.milestones = milestones
    self.endRequests = endRequests
    self.clock = clock
    self.savingDeadline = savingDeadline
    self.tell = tell
  }

  /// Runs in the mode that suits where input comes from, until the adapter finishes or input
  /// ends; then waits for the changes still saving (quitting again at a prompt leaves without
  /// them). Returns the changes the server refused during that wait, each in words.
  @discardableResult
  public func run(interactive: Bool) async -> [SafeText] {
    endRequests.onRequest = { [adapter, input, leaving] in
      // A signal is a `quit` that does not wait for the work under way (a load that never
      // ends); one while the session waits for changes ends the wait.
      if let wait = leaving.wait { return wait.resume() }
      if !adapter.isFinished { adapter.send("quit") }
      input.finish()
      leaving.running?.resume()
    }
    if endRequests.signal == nil {
      let running = Once()
      leaving.running = running
      await withCheckedContinuation { continuation in
        running.continuation = continuation
        Task {
          if interactive { await runInteractive() } else { await runScript() }
          running.resume()
        }
      }
      leaving.running = nil
    }
    return await leave(interactive: interactive)
  }

  /// Runs a script: the first frame once the first screen has loaded, then `> command` and the
  /// frame after each line.
  public func runScript() async {
    adapter.fit(toHeight: screen().height)
    milestones.begin(at: adapter, atStart: true)
    await settle(Task { await adapter.start() }, answeringLinesOnceShown: true)
    if adapter.isFinished { return }  // a `quit` ended the first load
    output.show(adapter.frame(on: screen()))
    while endRequests.signal == nil, let line = await input.take() {
      // Where input has arrived to as this line's work begins: a line after it is new.
      let mark = input.mark
      echo(line)
      milestones.begin(at: adapter, atStart: false)
      if let work = adapter.send(line) { await settle(work, answeringLinesAfter: mark) }
      if adapter.isFinished || endRequests.signal != nil { return }
      output.show(adapter.frame(on: screen()))
    }
  }

  /// Prints `> line`: a frame of one line, so it fits the screen like any other.
  func echo(_ line: String) {
    let echo = "> " + SafeText.fitting(untrusted: line, toWidth: screen().width)
    output.show(Frame([Line(echo)], on: screen()))
  }

  /// Runs at a terminal: draws at once, redraws on every change, and reads commands at a prompt.
  public func runInteractive() async {
    let start = Task { await adapter.start() }
    // Let the load begin (it marks the list as loading before its first suspension), so the
    // first frame says "loading" rather than flashing the idle screen.
    await Task.yield()
    drawAndObserve()
    for await line in input {
      if endRequests.signal != nil { break }
      adapter.send(line)
      if adapter.isFinished { break }
      // Lines typed before a redraw leave the prompt scrolled; draw now whatever changed.
      draw()
    }
    start.cancel()
  }

  // MARK: Script milestones

  /// Waits for `work`, showing milestone frames as the state they come from changes; with a
  /// `mark`, hands over the lines that interrupt it meanwhile; `answeringLinesOnceShown`, those
  /// that arrive after the first screen has shown something.
  private func settle(
    _ work: Task<Void, Never>, answeringLinesAfter mark: Int? = nil,
    answeringLinesOnceShown: Bool = false
  ) async {
    let watch = MilestoneWatch()
    showMilestones(while: watch)
    var ended = false
    if let mark {
      ended = await wait(for: work, answeringLinesAfter: mark)
    } else if answeringLinesOnceShown {
      await startShown(before: work)
      if adapter.hasShownStart {
        ended = await wait(for: work, answeringLinesAfter: input.mark)
      } else {
        await work.value  // it ended with nothing shown: no line was ever a reply to it
      }
    } else {
      await work.value
    }
    watch.isOn = false
    // Whatever the last change reached before the work ended, and no observer showed yet;
    // nothing once a line has ended the session.
    if !ended { showMilestones() }
  }

  private func showMilestones(while watch: MilestoneWatch) {
    guard watch.isOn else { return }
    withObservationTracking {
      showMilestones()
    } onChange: {
      Task { @MainActor in showMilestones(while: watch) }
    }
  }

  func showMilestones() {
    for frame in milestones.frames(of: adapter, on: screen()) { output.show(frame) }
  }

  // MARK: Interactive drawing

  private func drawAndObserve() {
    withObservationTracking {
      draw()
    } onChange: {
      // Called before the change is applied; draw once it has been, on the main actor.
      Task { @MainActor in drawAndObserve() }
    }
  }

  private func draw() {
    guard !adapter.isFinished else { return }
    let screen = screen()
    adapter.fit(toHeight: screen.height)
    output.show(adapter.frame(on: screen))
    output.writePrompt("> ")
  }
}

/// Whether a script is still watching one command's work for milestones.
@MainActor
private final class MilestoneWatch {
  var isOn = true
}
