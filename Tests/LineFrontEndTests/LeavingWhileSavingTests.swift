import LineFrontEnd
import Observation
import TerminalKit
import TestSupport
import Testing
import Views

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Quitting the line front end while changes are still being saved: the session waits for the
/// server's answers and says which it refused, at a prompt and in a script; at a prompt,
/// quitting again leaves without them.
@MainActor
@Suite("Leaving the line front end while changes save", .timeLimit(.minutes(10)))
struct LeavingWhileSavingTests {
  /// An adapter whose changes still saving, and refused, a test sets.
  @Observable
  final class SavingLines: LineAdapter {
    private(set) var isFinished = false
    var changesSaving = 0
    var refused: [SafeText] = []
    var changesWaiting: [SafeText] = []
    /// How many times the session asked for the refused changes: it asks once its wait begins.
    private(set) var refusalsRead = 0

    var changesNotSaved: [SafeText] {
      refusalsRead += 1
      return refused
    }

    func start() async {}
    func send(_ line: String) -> Task<Void, Never>? {
      if line == "quit" { isFinished = true }
      return nil
    }
    func frame(on screen: Screen) -> Frame { Frame([Line("a todo list")], on: screen) }
  }

  let transcript = GallerySessionTests.Transcript()

  let clock = TestClock()
  let requests = EndRequests()
  /// What the session said on standard error.
  let told = GallerySessionTests.Transcript()

  func session(
    _ lines: SavingLines, _ input: LineQueue, _ mode: TerminalOutput.Mode
  )
    -> TextSession<SavingLines>
  {
    TextSession(
      adapter: lines, screen: { Screen(width: 60, height: 6) },
      output: TerminalOutput(mode: mode, write: transcript.append), input: input,
      endRequests: requests, clock: clock, savingDeadline: .seconds(8),
      tell: { [told] in told.append($0.description) })
  }

  @Test func aQuitAtThePromptWaitsForTheChangesSavingAndSaysWhichWereRefused() async {
    // Given a prompt with two changes still saving
    let lines = SavingLines()
    lines.changesSaving = 2
    let input = LineQueue(capacity: 4)
    let running = Task { await session(lines, input, .interactive).run(interactive: true) }

    // When the person quits, the session stays, saying what it waits for
    input.put("quit")
    await waitUntil { self.transcript.value.contains("saving 2 changes… quit again") }
    #expect(lines.isFinished)

    // When one is saved and the other refused, the session ends and says which was refused
    lines.refused = ["“milk” was not added: the server refused it."]
    lines.changesSaving = 0
    let notSaved = await running.value
    #expect(notSaved == ["“milk” was not added: the server refused it."])
  }

  @Test func quittingAgainAtThePromptLeavesWithoutThem() async {
    let lines = SavingLines()
    lines.changesSaving = 1
    let input = LineQueue(capacity: 4)
    let running = Task { await session(lines, input, .interactive).run(interactive: true) }
    input.put("quit")
    await waitUntil { self.transcript.value.contains("saving 1 change… quit again") }

    // A line that is not a quit only says the wait again
    input.put("list")
    await waitUntil {
      self.transcript.value.components(separatedBy: "saving 1 change…").count == 3
    }

    // A second quit leaves at once, though the change is still saving, and says which
    lines.changesWaiting = ["Adding milk was not saved: the server had not answered."]
    input.put(" Q ")
    let notSaved = await running.value
    #expect(notSaved == ["Adding milk was not saved: the server had not answered."])
    #expect(lines.changesSaving == 1)
  }

  @Test func theDeadlineEndsAScriptsWaitAndSaysWhatWasLeftUnanswered() async {
    let lines = SavingLines()
    lines.changesSaving = 1
    lines.changesWaiting = ["Adding milk was not saved: the server had not answered."]
    let input = LineQueue(capacity: 4)
    input.put("quit")
    input.finish()
    let running = Task { await session(lines, input, .script).run(interactive: false) }

    // The wait is said where a script's reader sees it, and ends at the deadline, not before
    await clock.waitForSleepers(1)
    #expect(told.value.contains("Saving 1 change before quitting…"))
    clock.advance(by: .seconds(7))
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    let notSaved = await running.value

    #expect(notSaved == ["Adding milk was not saved: the server had not answered."])
  }

  @Test func aSignalIsAQuitThatWaitsForTheChangesAndASecondLeavesWithoutThem() async {
    let lines = SavingLines()
    lines.changesSaving = 1
    lines.changesWaiting = ["Adding milk was not saved: the server had not answered."]
    let input = LineQueue(capacity: 4)
    let running = Task { await session(lines, input, .interactive).run(interactive: true) }
    await waitUntil { self.transcript.value.contains("a todo list") }

    // SIGTERM: the screens quit, and the session waits for the change, saying so
    requests.receive(SIGTERM)
    await waitUntil { self.transcript.value.contains("saving 1 change…") }
    #expect(lines.isFinished)
    #expect(requests.signal == SIGTERM)

    // A second signal leaves at once, saying what was not saved
    requests.receive(SIGHUP)
    let notSaved = await running.value
    #expect(notSaved == ["Adding milk was not saved: the server had not answered."])
    #expect(requests.signal == SIGTERM, "the first signal")
  }

  @Test func aSignalWhileNothingSavesEndsTheScriptAtOnce() async {
    let lines = SavingLines()
    let input = LineQueue(capacity: 4)
    let running = Task { await session(lines, input, .script).run(interactive: false) }
    await waitUntil { self.transcript.value.contains("a todo list") }

    requests.receive(SIGHUP)
    let notSaved = await running.value

    #expect(notSaved.isEmpty)
    #expect(lines.isFinished)
    #expect(requests.signal == SIGHUP)
  }

  @Test func aScriptThatEndsWhileAChangeSavesWaitsForItsAnswer() async {
    // Given a script whose last line leaves a change saving, and ends there
    let lines = SavingLines()
    lines.changesSaving = 1
    let input = LineQueue(capacity: 4)
    input.put("quit")
    input.finish()
    let running = Task { await session(lines, input, .script).run(interactive: false) }

    // The session waits (it has read what was refused before its wait), then reports the answer
    await waitUntil { lines.refusalsRead > 0 }
    lines.refused = ["“walk the dog” was not changed: the server refused it."]
    lines.changesSaving = 0
    let notSaved = await running.value
    #expect(notSaved == ["“walk the dog” was not changed: the server refused it."])
    #expect(!transcript.value.contains("quit again"))  // a script cannot quit again
  }

  @Test func nothingSavingEndsAtOnceWithNothingToSay() async {
    let lines = SavingLines()
    let input = LineQueue(capacity: 4)
    input.put("quit")
    let notSaved = await session(lines, input, .interactive).run(interactive: true)
    #expect(notSaved.isEmpty)
    #expect(!transcript.value.contains("saving"))
    #expect(lines.refusalsRead == 0)
  }
}
