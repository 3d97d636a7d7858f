import Models
import TestSupport
import Testing
import ViewModels

/// Writes that overlap each other or a refresh, played in a chosen order by holding calls open:
/// the holes the first student-written Todos screen had, pinned.
@MainActor
@Suite("Todo list races", .timeLimit(.minutes(10)))
struct TodoListRaceTests {
  let todos = TodoFixtures.todos

  @Test func twoQuickTogglesWhereTheSecondFailsEndAtTheFirstsValue() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let first = service.script.hold(.update)

    let done = try list.toggle(1)  // done
    let undone = try list.toggle(1)  // and back, before the first is answered
    await waitUntil { first.hasArrived.value }
    #expect(service.script.calls(of: .update).count == 1)  // the second waits its turn
    service.script.fail(.update, with: FakeFailure("The server is busy (503)."))
    first.release()
    await done.value
    await undone.value

    // The server took the first and refused the second: done, as the server says.
    #expect(service.todos[0].completed)
    #expect(list.row(1)?.todo.completed == true)
    #expect(list.row(1)?.isSaving == false)
    #expect(list.content?.unsaved.map(\.change) == [.patch(TodoPatch(completed: false))])
  }

  @Test func writesToOneTodoReachTheServerInTheOrderMade() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let first = service.script.hold(.update)

    let rename = try list.rename(1, to: "Buy oat milk")
    await waitUntil { first.hasArrived.value }  // held: the other todo's write must not take it
    let toggle = try list.toggle(1)
    let other = try list.toggle(3)  // another todo does not wait
    await other.value
    first.release()
    await rename.value
    await toggle.value

    #expect(
      service.script.calls(of: .update).map(\.description) == [
        "update(id: 1, title: Buy oat milk)", "update(id: 3, completed: true)",
        "update(id: 1, completed: true)",
      ])
    #expect(service.todos[0] == Todo(id: 1, userID: 1, title: "Buy oat milk", completed: true))
  }

  @Test func aRefreshDuringAPendingWriteKeepsThePendingValueOnTop() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let write = service.script.hold(.update)
    service.change { $0[2].title = "Call mum today" }  // someone else, meanwhile

    let saving = try list.toggle(1)
    await list.load()

    #expect(list.row(1)?.todo.completed == true)  // still the pending value
    #expect(list.row(1)?.isSaving == true)
    #expect(list.row(3)?.todo.title == "Call mum today")  // and the fresh data beside it
    write.release()
    await saving.value
    #expect(list.row(1)?.todo.completed == true)
  }

  @Test func aRefreshSentBeforeAWriteWasAnsweredDoesNotUndoTheAnswer() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let read = service.script.hold(.list)

    let refresh = Task { await list.load() }  // reads the server before the toggle reaches it
    await waitUntil { read.hasArrived.value }
    await (try list.toggle(1)).value
    read.release()
    await refresh.value

    #expect(list.row(1)?.todo.completed == true)
  }

  @Test func aRefreshBringsOthersAddsAndDeletesButKeepsTodosBeingChanged() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let write = service.script.hold(.update)
    let saving = try list.rename(1, to: "Buy bread")
    await waitUntil { write.hasArrived.value }
    service.change { todos in
      todos.removeAll { $0.id == 3 }
      todos.append(Todo(id: 9, userID: 1, title: "From elsewhere", completed: false))
    }

    await list.load()

    #expect(list.shown.map(\.id) == [1, 2, 9])
    #expect(list.row(1)?.todo.title == "Buy bread")
    write.release()
    await saving.value
  }

  @Test func deletingATodoWithChangesQueuedSendsTheDeleteAndSaysTheChangesWereNotSent() async throws
  {
    let (list, service) = await TodoFixtures.loaded()
    let onWire = service.script.hold(.update)
    let rename = try list.rename(1, to: "Buy bread")  // on the wire
    let toggle = try list.toggle(1)  // queued behind it
    await waitUntil { onWire.hasArrived.value }

    let deleting = try list.delete(1)

    #expect(list.row(1) == nil)
    #expect(
      list.content?.unsaved == [
        TodoWriteFailure(
          id: 1, change: .patch(TodoPatch(completed: true)),
          target: Todo(id: 1, userID: 1, title: "Buy bread", completed: false),
          reason: .overtaken(by: .delete))
      ])
    onWire.release()
    for task in [rename, toggle, deleting] { await task.value }
    #expect(
      service.script.calls.value.dropFirst().map(\.description) == [
        "update(id: 1, title: Buy bread)", "delete(id: 1)",
      ])
    #expect(service.todos.map(\.id) == [2, 3])
    #expect(list.row(1) == nil)
  }

  @Test func aFailedDeleteAfterASavedEditBringsTheEditedTodoBack() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let onWire = service.script.hold(.update)
    let rename = try list.rename(1, to: "Buy bread")
    await waitUntil { onWire.hasArrived.value }
    let deleting = try list.delete(1)
    service.script.fail(.delete, with: FakeFailure("The server is busy (503)."))

    onWire.release()
    await rename.value
    await deleting.value

    #expect(list.shown.first == Todo(id: 1, userID: 1, title: "Buy bread", completed: false))
    #expect(list.content?.unsaved.map(\.change) == [.delete])
  }

  @Test func aRefreshThatMeetsAnAddWhoseAnswerIsOnItsWayShowsItOnce() async throws {
    let (list, service) = await TodoFixtures.loaded()
    let answer = service.script.holdAnswer(.add)
    let adding = try list.add("Water the plants")
    await waitUntil { answer.hasArrived.value }  // the server has it; the answer waits

    await list.load()

    #expect(list.shown.map(\.title) == todos.map(\.title) + ["Water the plants"])
    answer.release()
    await adding.value
    #expect(list.shown.map(\.id) == [1, 2, 3, 4])
  }
}
