import DataEngine
import Essentials
import Models
import TestSupport
import Testing
import ViewModels

/// An added todo keeps one identity for a UI, from the moment it shows until after the server
/// gives it its id; and two screens over one store stay in step.
@MainActor
@Suite("Todo list, one identity and one truth", .timeLimit(.minutes(10)))
struct TodoListIdentityTests {
  @Test func twoAddsKeepTheRowIDsTheUISawAfterBothAreSaved() async throws {
    let service = ScriptedTodoService(TodoFixtures.todos)
    let keys = Locked(0)
    let list = TodoListViewModel(service: service) {
      keys.withLock { count in
        count += 1
        return "key \(count)"
      }
    }
    await list.load()
    let first = service.script.hold(.add)
    let second = service.script.hold(.add)
    // Two adds reach the service on tasks of their own, in either order: each is made once the
    // one before has arrived, so the first hold is the first add's.
    var adding = [try list.add("Water the plants")]
    await waitUntil { first.hasArrived.value }
    adding.append(try list.add("Feed the cat"))
    await waitUntil { second.hasArrived.value }
    let seen = list.shownRows.map(\.id)
    #expect(seen.count == 5 && seen[3] < 0 && seen[4] < 0)

    first.release()
    await adding[0].value
    let afterFirst = list.content?.changes
    second.release()
    await adding[1].value

    // The same rows, in the same places, under the same ids, now holding the server's todos.
    #expect(list.shownRows.map(\.id) == seen)
    #expect(list.shown.map(\.id) == [1, 2, 3, 4, 5])
    #expect(list.shownRows.allSatisfy { !$0.isSaving })
    #expect(list.content?.newIDs == [seen[3]: 4, seen[4]: 5])
    // A save is an update of the row, never a delete and an insert (a UI would lose the row).
    for changes in [afterFirst, list.content?.changes] {
      #expect(changes?.deletedRows == [] && changes?.insertedRows == [])
    }
    // The row is reached by the id the UI holds, and writes go to the server's.
    await (try list.toggle(seen[4])).value
    #expect(
      service.script.calls(of: .update).map(\.description) == ["update(id: 5, completed: true)"])
    #expect(list.shownRows.map(\.id) == seen)
  }

  @Test func aRefreshAfterTheAddsKeepsTheirRowIDs() async throws {
    let (list, _) = await TodoFixtures.loaded()
    await (try list.add("Water the plants")).value
    let seen = list.shownRows.map(\.id)

    await list.load()

    #expect(list.shownRows.map(\.id) == seen)
    #expect(list.shown.map(\.id) == [1, 2, 3, 4])
  }

  @Test func twoScreensOverOneStoreStayInStep() async throws {
    let service = ScriptedTodoService(TodoFixtures.todos)
    let store = TodoStore()
    let all = TodoListViewModel(service: service, store: store, makeKey: { "key" })
    let active = TodoListViewModel(service: service, store: store, makeKey: { "key" })
    await all.load()
    await active.load()
    active.filter(.active)
    let held = service.script.hold(.update)

    let toggling = try all.toggle(1)

    // Shown on the other screen at once, saving there too, and counted once.
    #expect(active.shown.map(\.id) == [3])
    #expect(active.changesSaving == 1 && all.changesSaving == 1)
    #expect(active.content?.itemsLeft == 1)
    held.release()
    await toggling.value
    #expect(all.row(1)?.todo.completed == true && all.row(1)?.isSaving == false)

    // An add made on the filtered screen shows on the other, under the same row id.
    await (try active.add("Water the plants")).value
    #expect(all.shownRows.map(\.id) == [1, 2, 3] + active.shownRows.suffix(1).map(\.id))
    #expect(all.shown.last?.title == "Water the plants")

    // A refused write is said on both.
    service.script.fail(.delete, with: FakeFailure("The server is busy (503)."))
    await (try active.delete(3)).value
    #expect(all.content?.unsaved.map(\.id) == [3])
    #expect(active.content?.unsaved == all.content?.unsaved)
    #expect(all.row(3) != nil && active.row(3) != nil)
  }

  @Test func aRefreshThatBroughtTheAddAsARowOfItsOwnFoldsIntoTheAddsRow() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let answer = service.script.holdAnswer(.add)
    let adding = try list.add("Water the plants")
    let local = try #require(list.shownRows.last?.id)
    await waitUntil { answer.hasArrived.value }
    // Another client renames the new todo before this screen hears back, so a refresh cannot
    // tell it is the add's, and shows it as a row of its own.
    service.change { $0[3].title = "Water the ferns" }
    await list.load()
    #expect(list.shownRows.map(\.id) == [1, 2, 3, 4, local])

    answer.release()
    await adding.value

    // One row for todo 4, under the id the UI first saw.
    #expect(list.shownRows.map(\.id) == [1, 2, 3, local])
    #expect(list.shown.map(\.id) == [1, 2, 3, 4])
  }
}
