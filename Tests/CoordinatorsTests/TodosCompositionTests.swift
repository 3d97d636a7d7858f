import Composition
import Coordinators
import Models
import TestSupport
import Testing
import ViewModels

/// The Todos composition root with no front end: the service given is the one the list reads
/// and writes, quitting ends the session, and nothing outlives the coordinator.
@MainActor
@Suite("Todos composition", .timeLimit(.minutes(10)))
struct TodosCompositionTests {
  let service = ScriptedTodoService([
    Todo(id: 1, userID: 1, title: "Buy milk", completed: false),
    Todo(id: 2, userID: 1, title: "Walk the dog", completed: true),
    Todo(id: 3, userID: 2, title: "Not this user's", completed: false),
  ])

  @Test func theListReadsAndWritesTheServiceGivenForItsUser() async throws {
    let coordinator = TodosApp.makeCoordinator(service: service, userID: 1)

    await coordinator.list.load()
    #expect(coordinator.list.shown.map(\.title) == ["Buy milk", "Walk the dog"])

    try await coordinator.list.toggle(1).value
    #expect(service.todos.first { $0.id == 1 }?.completed == true)
    #expect(coordinator.isFinished == false)
  }

  @Test func quitFinishesTheSession() {
    let coordinator = TodosApp.makeCoordinator(service: service)

    coordinator.quit()

    #expect(coordinator.isFinished)
  }

  @Test func theCoordinatorAndItsListGoAwayTogether() async {
    weak var weakCoordinator: TodosCoordinator?
    weak var weakList: TodoListViewModel?
    do {
      let coordinator = TodosApp.makeCoordinator(service: service)
      await coordinator.list.load()
      weakCoordinator = coordinator
      weakList = coordinator.list
      coordinator.quit()
    }
    #expect(weakCoordinator == nil)
    #expect(weakList == nil)
  }
}
