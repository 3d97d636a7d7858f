import Models
import TestSupport
import Testing
import ViewModels

/// A todo still being added can be changed at once, like any other: the change shows, waits for
/// the add's answer, and goes to the id the server gave it.
@MainActor
@Suite("Todo list, changing a todo being added", .timeLimit(.minutes(10)))
struct TodoListAddingTests {
  @Test func aChangeMadeWhileAddingShowsAtOnceAndFollowsTheTodoToItsID() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let add = service.script.hold(.add)
    let adding = try list.add("Water the plants")
    let local = try #require(list.shownRows.last?.id)

    let toggling = try list.toggle(local)
    let renaming = try list.rename(local, to: "Water the ferns")
    #expect(
      list.row(local)?.todo == Todo(id: local, userID: 1, title: "Water the ferns", completed: true)
    )
    add.release()
    await adding.value
    #expect(list.row(4)?.todo == Todo(id: 4, userID: 1, title: "Water the ferns", completed: true))
    let later = try list.toggle(4)  // by its new id, queued behind the two made before
    for task in [toggling, renaming, later] { await task.value }

    #expect(
      service.script.calls.value.dropFirst().map(\.description) == [
        "add(Water the plants, key: key)", "update(id: 4, completed: true)",
        "update(id: 4, title: Water the ferns)", "update(id: 4, completed: false)",
      ])
    #expect(
      service.todos.last == Todo(id: 4, userID: 1, title: "Water the ferns", completed: false))
    #expect(list.row(4)?.isSaving == false)
  }

  @Test func aSavedAddKeepsItsPlaceAtTheEndWhateverIDTheServerGivesIt() async throws {
    // Given a list showing an older todo whose id is higher than the next one the server gives
    let (list, service) = await TodoFixtures.loaded()
    service.change {
      $0.append(Todo(id: 50, userID: 1, title: "Added elsewhere", completed: false))
    }
    await list.load()
    let add = service.script.hold(.add)
    let adding = try list.add("Water the plants")
    #expect(list.shownRows.map(\.todo.title).last == "Water the plants")

    // When the server answers with id 4
    add.release()
    await adding.value

    // Then the todo stays where it showed while saving, below the older one
    #expect(list.row(4)?.isSaving == false)
    #expect(list.shownRows.map(\.todo.title).suffix(2) == ["Added elsewhere", "Water the plants"])
  }

  @Test func aTodoDeletedWhileAddingIsDeletedOnceTheServerHasIt() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let add = service.script.hold(.add)
    let adding = try list.add("Never mind")
    let local = try #require(list.shownRows.last?.id)

    let deleting = try list.delete(local)
    #expect(list.shown == TodoFixtures.todos)
    add.release()
    await adding.value
    await deleting.value

    #expect(service.todos == TodoFixtures.todos)
    #expect(list.shown == TodoFixtures.todos)
    #expect(list.content?.unsaved == [])
  }

  @Test func aFailedAddSaysEachChangeMadeToItWasNotSavedEither() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let add = service.script.hold(.add)
    let adding = try list.add("Water the plants")
    let local = try #require(list.shownRows.last?.id)
    let renaming = try list.rename(local, to: "Water the ferns")

    add.fail(with: FakeFailure("offline"))
    await adding.value
    await renaming.value

    #expect(list.shown == TodoFixtures.todos)
    #expect(
      list.content?.unsaved.map(\.change) == [
        .create(Todo(id: local, userID: 1, title: "Water the plants", completed: false)),
        .patch(TodoPatch(title: "Water the ferns")),
      ])
    #expect(service.script.calls(of: .update).isEmpty)
  }
}
