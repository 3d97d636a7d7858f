import Composition
import Coordinators
import DataEngine
import LineFrontEnd
import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// The word list's lines: routing, help, refusals and churn milestones.
@MainActor
@Suite("WordList lines", .timeLimit(.minutes(10)))
struct WordListLinesTests {
  func coordinator() throws -> WordListLines {
    WordListLines(
      coordinator: WordListCoordinator(
        list: try WordListViewModel(store: InMemoryStore(WordListApp.samples))))
  }

  @Test func aWriteIsWorkToWaitForAndItsChangeIsInTheNextFrame() async throws {
    let coordinator = try coordinator()

    await coordinator.send("add Açaí")?.value

    let frame = coordinator.frame(on: Screen(width: 80, height: 12)).plainText
    #expect(frame.contains("+  1  Açaí"))
    #expect(frame.contains("add \"Açaí\": 1 inserted [0.0]"))
  }

  @Test func aRefusedIntentChangesNothingButTheMessage() async throws {
    let coordinator = try coordinator()

    await coordinator.send("delete 99")?.value

    #expect(coordinator.message == .error("No word 99: choose 1–16."))
    #expect(coordinator.list.state.lastChange == nil)
  }

  @Test func helpListsEveryCommandAndAnyOtherCommandClosesIt() throws {
    let coordinator = try coordinator()

    coordinator.send("help")
    let help = coordinator.frame(on: Screen(width: 80, height: 20)).plainText
    coordinator.send("group letter")

    #expect(help.hasPrefix("Help · 11 commands"))
    #expect(!coordinator.showsHelp)
  }

  @Test func churnShowsOneLineAtEachMilestoneOnly() async throws {
    let coordinator = try coordinator()
    let milestones = ChurnMilestones()
    milestones.begin(at: coordinator, atStart: false)

    await coordinator.send("churn 12")?.value
    let frames = milestones.frames(of: coordinator, on: Screen(width: 80))

    #expect(
      frames.map(\.plainText) == [
        "churn · 1 of 12 saved", "churn · 10 of 12 saved", "churn · 12 of 12 saved",
      ])
    #expect(milestones.frames(of: coordinator, on: Screen(width: 80)).isEmpty)
  }
}
