import Foundation
import TestSupport
import Testing

/// Todos as a newcomer runs it: the built executable on the embedded backend, driven by piped
/// scripts. Each write shows its in-between frame (the change, marked saving) and then the
/// server's answer; a refused one goes back and says what was not saved.
@Suite("Todos sample, end to end", .serialized, .timeLimit(.minutes(10)))
struct TodosSampleTests {
  static let size = ["--width", "70", "--height", "10"]

  static let tour = """
    toggle 2
    edit 3 Call Mum
    add Buy milk
    delete 1
    filter active
    next
    toggle 99
    filter done
    filter all
    toggle-all
    filter completed
    clear-completed
    help
    quit
    """

  @Test func aScriptedTourMatchesTheTranscript() async throws {
    let run = try await SampleProcess.run("Todos", Self.size, input: Self.tour)

    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.errors.isEmpty)
    assertSnapshot(run.output, named: "todos-tour")
  }

  @Test func aSlowServerShowsTheSavingFrameBeforeTheAnswer() async throws {
    // Given a backend that holds every write to a todo for a second
    let run = try await SampleProcess.run(
      "Todos", ["--faults", "/todos/*=delay:1"] + Self.size, input: "toggle 1\nquit\n")

    // Then the toggle shows at once, marked saving, and then as the server confirmed it
    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "todos-saving-delay")
  }

  @Test func aRefusedToggleGoesBackAndSaysWhy() async throws {
    // Given a backend that refuses every change to a todo with 503, and reads as usual
    let run = try await SampleProcess.run(
      "Todos", ["--faults", "/todos/*=status:503,method:PATCH"] + Self.size,
      input: "toggle 2\nedit 1 Renamed\nquit\n")

    // Then each change shows, saving, then rolls back to the confirmed todo with its reason
    #expect(run.status == 0, "stderr: \(run.errors)")
    assertSnapshot(run.output, named: "todos-rollback-503")
  }

  @Test func aChangeWhoseAnswerIsUnreadableMayHaveBeenSavedAndShowsWhatTheServerKept()
    async throws
  {
    // Given a backend that applies every change to a todo, then answers with an HTML page
    let run = try await SampleProcess.run(
      "Todos", ["--faults", "/todos/*=html-answer,method:PATCH", "--width", "120"],
      input: "toggle 1\nquit\n")

    // Then the change is not called lost: it may have been saved, and the list read again
    // shows the todo done, as the server kept it
    #expect(run.status == 0, "stderr: \(run.errors)")
    let afterToggle = try #require(run.output.components(separatedBy: "\n> ").dropLast().last)
    #expect(afterToggle.contains("may have been saved"), "\(afterToggle)")
    #expect(!afterToggle.contains("was not saved"))
    let lastRow = afterToggle.split(separator: "\n").last { $0.hasPrefix("   1  [") }
    #expect(lastRow?.hasPrefix("   1  [x]") == true, "\(afterToggle)")
    #expect(lastRow?.contains("saving") == false, "\(afterToggle)")
  }

  @Test func faultsNeedTheEmbeddedBackend() async throws {
    let run = try await SampleProcess.run(
      "Todos", ["--base-url", "http://127.0.0.1:9", "--faults", "/todos=status:503"], input: "")

    #expect(run.status == 64)
    #expect(run.errors.contains("--faults stages failures in the embedded backend"))
    #expect(run.output.isEmpty)
  }
}
