import LineFrontEnd
import Observation
import TerminalKit
import TestSupport
import Testing
import Views

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

  func session(
    _ lines: SavingLines, _ input: LineQueue, _ mode: TerminalOutput.Mode
  )
    -> TextSession<SavingLines>
  {
    TextSession(
      adapter: lines, screen: { Screen(width: 60, height: 6) },
      output: TerminalOutput(mode: mode, write: transcript.append), input: input)
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

    // A second quit leaves at once, though the change is still saving
    input.put(" Q ")
    let notSaved = await running.value
    #expect(notSaved.isEmpty)
    #expect(lines.changesSaving == 1)
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
