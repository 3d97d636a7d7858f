import DataEngine
import Models
import TestSupport
import Testing
import ViewModels

/// The todo list's intents over a fake server: each shows at once, and the answer settles it.
@MainActor
@Suite("Todo list", .timeLimit(.minutes(10)))
struct TodoListViewModelTests {
  let todos = TodoFixtures.todos

  @Test func aLoadShowsTheTodosInOrderWithItemsLeft() async {
    let (list, _) = await TodoFixtures.loaded()

    #expect(list.shown == todos)
    #expect(list.content?.itemsLeft == 2)
    #expect(list.content?.completedCount == 1)
    #expect(list.shownRows.allSatisfy { !$0.isSaving })
  }

  @Test func aFailedFirstLoadSaysWhyAndRetryLoads() async throws {
    let service = ScriptedTodoService(todos)
    service.script.fail(.list, with: FakeFailure("offline"))
    let list = TodoListViewModel(service: service)

    await list.load()
    #expect(list.state == .failed(LoadFailure(message: "offline")))
    try await list.retry()

    #expect(list.shown == todos)
  }

  @Test func aToggleShowsAtOnceMarkedSavingAndTheAnswerSettlesIt() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let held = service.script.hold(.update)

    let saving = try list.toggle(1)

    #expect(list.row(1)?.todo.completed == true)
    #expect(list.row(1)?.isSaving == true)
    #expect(list.content?.itemsLeft == 1)
    held.release()
    await saving.value
    #expect(list.row(1)?.todo.completed == true)
    #expect(list.row(1)?.isSaving == false)
    #expect(service.todos[0].completed)
  }

  @Test func aRefusedToggleGoesBackAndSaysWhichChangeAndWhy() async throws {
    let (list, service) = await TodoFixtures.loaded()
    service.script.fail(.update, with: FakeFailure("The server is busy (503)."))

    await (try list.toggle(1)).value

    #expect(list.row(1)?.todo == todos[0])
    #expect(list.row(1)?.isSaving == false)
    #expect(
      list.content?.unsaved == [
        TodoWriteFailure(
          id: 1, change: .patch(TodoPatch(completed: true)), target: todos[0],
          reason: .failed(message: "The server is busy (503).", retryAdvice: .mayHelp))
      ])
    list.dismissUnsaved(list.content?.unsaved ?? [])
    #expect(list.content?.unsaved == [])
  }

  @Test func anAddShowsAtTheEndAtOnceThenTakesTheServersID() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let held = service.script.hold(.add)

    let adding = try list.add("  Water the plants ")

    let new = try #require(list.shownRows.last)
    #expect(new.todo.title == "Water the plants")
    #expect(new.isAdding && new.isSaving && new.id < 0)
    held.release()
    await adding.value
    #expect(list.shown.last == Todo(id: 4, userID: 1, title: "Water the plants", completed: false))
    #expect(list.content?.newIDs == [new.id: 4])
    #expect(
      service.script.calls(of: .add).map(\.description) == ["add(Water the plants, key: key)"])
  }

  @Test func aFailedAddTakesTheRowAwayAndKeepsWhatWasTyped() async throws {
    let (list, service) = await TodoFixtures.loaded()
    service.script.fail(.add, with: FakeFailure("offline"))

    await (try list.add("Water the plants")).value

    #expect(list.shown == todos)
    let failure = try #require(list.content?.unsaved.first)
    guard case .create(let typed) = failure.change else {
      Issue.record("not an add: \(failure.change)")
      return
    }
    #expect(typed.title == "Water the plants")
  }

  @Test func aRenameShowsAtOnceAndIsSaved() async throws {
    let (list, service) = await TodoFixtures.loaded()

    let saving = try list.rename(3, to: "Call dad")
    #expect(list.row(3)?.todo.title == "Call dad")
    await saving.value

    #expect(service.todos[2].title == "Call dad")
    #expect(list.row(3)?.isSaving == false)
  }

  @Test func aDeleteGoesAtOnceAndAFailedOneComesBackInItsPlace() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let held = service.script.hold(.delete)

    let deleting = try list.delete(2)
    #expect(list.shown.map(\.id) == [1, 3])
    #expect(list.content?.completedCount == 0)
    held.fail(with: FakeFailure("The server is busy (503)."))
    await deleting.value

    #expect(list.shown == todos)
    #expect(list.content?.changes?.insertedRows == [RowPath(section: 0, row: 1)])
    #expect(list.content?.unsaved.map(\.change) == [.delete])
  }

  @Test func toggleAllMarksEveryTodoDoneThenEveryTodoNotDone() async throws {
    let (list, service) = await TodoFixtures.loaded()

    await (try list.toggleAll()).value
    #expect(list.shown.allSatisfy { $0.completed })
    #expect(list.content?.itemsLeft == 0)
    await (try list.toggleAll()).value

    #expect(list.shown.allSatisfy { !$0.completed })
    #expect(service.todos.allSatisfy { !$0.completed })
  }

  @Test func clearCompletedDeletesTheDoneTodosOnly() async throws {
    let (list, service) = await TodoFixtures.loaded()

    await (try list.clearCompleted()).value

    #expect(list.shown.map(\.id) == [1, 3])
    #expect(service.todos.map(\.id) == [1, 3])
  }

  @Test func filtersShowActiveOrCompletedAndTheCountsStayWhole() async throws {
    let (list, _) = await TodoFixtures.loaded()

    list.filter(.active)
    #expect(list.shown.map(\.id) == [1, 3])
    await (try list.toggle(1)).value
    #expect(list.shown.map(\.id) == [3])  // done now: the filter lets it go
    list.filter(.completed)
    #expect(list.shown.map(\.id) == [1, 2])
    #expect(list.content?.itemsLeft == 1)
    #expect(list.content?.completedCount == 2)
  }

  @Test func refusalsAreFactsAndChangeNothing() async throws {
    let idle = TodoListViewModel(service: ScriptedTodoService(todos))
    #expect(throws: TodoListError.notLoaded) { try idle.add("x") }

    let (list, service) = await TodoFixtures.loaded()
    #expect(throws: TodoListError.noSuchTodo(9)) { try list.toggle(9) }
    #expect(throws: TodoListError.title(.empty)) { try list.add("  ") }
    #expect(throws: TodoListError.title(.controlCharacters)) { try list.rename(1, to: "a\tb") }
    let long = String(repeating: "x", count: TodoTitle.maximumLength + 1)
    #expect(throws: TodoListError.title(.tooLong(long.count, limit: TodoTitle.maximumLength))) {
      try list.add(long)
    }

    #expect(list.shown == todos)
    #expect(service.script.calls.value.map(\.kind) == [.list])
  }

  @Test func theListGoesAwayOnceItsWritesHaveSettled() async throws {
    weak var weakList: TodoListViewModel?
    do {
      let (list, _) = await TodoFixtures.loaded()
      weakList = list
      await (try list.toggle(1)).value
      await (try list.add("x")).value
    }
    #expect(weakList == nil)
  }
}
