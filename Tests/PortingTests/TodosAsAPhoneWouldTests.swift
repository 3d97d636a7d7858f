import Models
import TestSupport
import Testing
import ViewModels

/// The todo list driven as a SwiftUI screen would: a `List` over the rows by id, a checkbox that
/// calls `toggle(id)` and forgets the task, a text field whose submit calls `add`, swipe to
/// delete, a segmented filter, a footer of counts, a spinner on rows still saving, and an alert
/// for what was not saved, refilling the field after a failed add.
@MainActor
@Suite("Todos, as a phone drives it", .timeLimit(.minutes(10)))
struct TodosAsAPhoneWouldTests {
  let todos = [
    Todo(id: 1, userID: 1, title: "Buy milk", completed: false),
    Todo(id: 2, userID: 1, title: "Walk the dog", completed: true),
  ]

  /// What the screen draws: rows by id with a checkbox and a spinner, and the footer.
  struct Screen: Equatable {
    var rows: [Row] = []
    var itemsLeft = 0
    var showsClearCompleted = false

    struct Row: Equatable {
      let id: Todo.ID
      let checked: Bool
      let spinner: Bool
    }

    @MainActor init(_ list: TodoListViewModel) {
      guard case .loaded(let content) = list.state else { return }
      rows = TableSnapshot(content.rows).ids.compactMap { id in
        content.rows.path(of: id).flatMap { content.rows[$0] }.map {
          Row(id: id, checked: $0.todo.completed, spinner: $0.isSaving)
        }
      }
      itemsLeft = content.itemsLeft
      showsClearCompleted = content.completedCount > 0
    }
  }

  @Test func checkboxesSwipesAndTheFilterAreByID() async throws {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service)
    await list.load()  // .task { await list.load() }
    let held = service.script.hold(.update)

    _ = try list.toggle(1)  // the checkbox's action; the row shows it at once
    #expect(Screen(list).rows.first == Screen.Row(id: 1, checked: true, spinner: true))
    #expect(Screen(list).itemsLeft == 0)
    held.release()
    await waitUntil { Screen(list).rows.first?.spinner == false }

    _ = try list.delete(2)  // swipe to delete
    #expect(Screen(list).rows.map(\.id) == [1])
    list.filter(.active)  // the segmented control
    #expect(Screen(list).rows.isEmpty)
    #expect(Screen(list).showsClearCompleted)
  }

  @Test func aFailedAddRefillsTheFieldAndTheAlertNamesTheChange() async throws {
    let service = ScriptedTodoService(todos)
    let list = TodoListViewModel(service: service)
    await list.load()
    service.script.fail(.add, with: FakeFailure("You are offline."))
    var field = "Water the plants"

    _ = try list.add(field)  // onSubmit
    field = ""
    await waitUntil { list.content?.unsaved.isEmpty == false }
    let failure = try #require(list.content?.unsaved.first)
    if case .create(let typed) = failure.change { field = typed.title }  // put it back
    list.dismissUnsaved([failure])  // the alert's OK

    #expect(field == "Water the plants")
    #expect(failure.reason == .failed(message: "You are offline.", retryAdvice: .mayHelp))
    #expect(Screen(list).rows.map(\.id) == [1, 2])
    #expect(list.content?.unsaved == [])
  }
}
