import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

/// Golden frames of the todo list: done marks, the saving mark on a row whose write is pending,
/// "N items left", the words for a write not saved, hostile titles, and the empty states.
@MainActor
@Suite("Todo list view", .timeLimit(.minutes(10)))
struct TodoListViewTests {
  static let commands = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(usage: "toggle N", summary: "Toggle row N."),
    CommandHelp(usage: "quit", summary: "Leave."),
  ]

  let milk = Todo(id: 1, userID: 1, title: "Buy milk", completed: true)
  let dog = Todo(id: 2, userID: 1, title: "Walk the dog", completed: false)
  let hostile = Todo(id: 3, userID: 1, title: "Call \u{1B}[2Jhome\u{202E}", completed: false)
  let service: ScriptedTodoService

  init() { service = ScriptedTodoService([milk, dog, hostile]) }

  func loaded() async -> TodoListViewModel {
    let list = TodoListViewModel(service: service)
    await list.load()
    return list
  }

  func frame(_ list: TodoListViewModel, width: Int) -> Frame {
    TodoListView.frame(
      for: list.state, pager: LinePager(pageSize: 6), on: Screen(width: width, height: 9),
      commands: Self.commands)
  }

  @Test(arguments: [60, 30])
  func aRowBeingSavedIsMarkedAndTheCountsAlreadyShowTheChange(width: Int) async throws {
    let list = await loaded()
    let held = service.script.hold(.update)

    let saving = try list.toggle(2)
    assertFrame(frame(list, width: width), named: "todos-saving-\(width)")

    held.release()
    await saving.value
  }

  @Test func aRefusedToggleIsBackWithWordsSayingWhatWasNotSaved() async throws {
    let list = await loaded()
    service.script.fail(.update, with: FakeFailure("The server is busy (503)."))

    try await list.toggle(2).value

    assertFrame(frame(list, width: 60), named: "todos-unsaved-60")
  }

  @Test func eachKindOfChangeIsSaidAsWhatThePersonDid() {
    func sentence(_ change: TodoChange, _ reason: TodoWriteFailure.Reason) -> String {
      UnsavedText.sentence(TodoWriteFailure(id: 2, change: change, target: dog, reason: reason))
        .string
    }
    let busy = TodoWriteFailure.Reason.failed(message: "busy", retryAdvice: .mayHelp)

    #expect(
      sentence(.patch(TodoPatch(completed: true)), busy)
        == "Marking \"Walk the dog\" done was not saved: busy.")
    #expect(
      sentence(.patch(TodoPatch(completed: false)), busy)
        == "Marking \"Walk the dog\" not done was not saved: busy.")
    #expect(
      sentence(.patch(TodoPatch(title: "Walk the cat")), busy)
        == "Renaming \"Walk the dog\" to \"Walk the cat\" was not saved: busy.")
    #expect(
      sentence(.delete, busy)
        == "Deleting \"Walk the dog\" was not saved: busy; it is back in the list.")
    #expect(
      sentence(.create(Todo(id: -1, userID: 1, title: "Feed the cat", completed: false)), busy)
        == "Adding \"Feed the cat\" was not saved: busy.")
    #expect(
      sentence(.patch(TodoPatch(title: "Walk the cat")), .overtaken(by: .delete))
        == "Renaming \"Walk the dog\" to \"Walk the cat\" was not sent: the todo was deleted first."
    )
    #expect(
      sentence(
        .patch(TodoPatch(completed: true)),
        .failed(message: "busy", retryAdvice: .unlikelyToHelp("the todo is gone")))
        == "Marking \"Walk the dog\" done was not saved: busy. "
        + "Trying again will likely fail the same way: the todo is gone.")
    #expect(
      sentence(
        .patch(TodoPatch(completed: true)), .unconfirmed(message: "the connection was lost."))
        == "Marking \"Walk the dog\" done may have been saved: no readable answer came back "
        + "(the connection was lost). The list was read again to show what the server kept.")
  }

  @Test func severalUnsavedChangesSayTheLatestAndHowManyMore() {
    let busy = TodoWriteFailure.Reason.failed(message: "busy", retryAdvice: .mayHelp)
    let failures = [1, 2, 3].map {
      TodoWriteFailure(id: $0, change: .delete, target: dog, reason: busy)
    }

    #expect(UnsavedText.message([]) == nil)
    #expect(
      UnsavedText.message(failures)?.text.string
        == "Deleting \"Walk the dog\" was not saved: busy; it is back in the list. (and 2 more not saved)"
    )
  }

  @Test(arguments: [
    (TodoFilter.all, "Nothing to do. Type 'add TEXT' to add a todo."),
    (.active, "Nothing left to do. Type 'filter all' to see every todo."),
    (.completed, "Nothing done yet. Type 'filter all' to see every todo."),
  ])
  func anEmptyListSaysWhatToDoUnderEachFilter(filter: TodoFilter, words: String) async {
    let service = ScriptedTodoService()
    let list = TodoListViewModel(service: service)
    await list.load()
    list.filter(filter)

    let text = frame(list, width: 70).plainText
    #expect(text.contains(words))
    #expect(text.hasPrefix("Todos · 0 items left · 0 done · \(filter.rawValue)"))
  }
}
