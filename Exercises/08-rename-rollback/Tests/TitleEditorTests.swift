import Exercise08
import Models
import TestSupport
import Testing
import ViewModels

/// A rename shown at once, sent in order, and rolled back to what the server last confirmed:
/// each race is played in the order the test picks, by holding the server's answers open.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TitleEditorTests {
  let milk = Todo(id: 1, userID: 1, title: "Buy milk", completed: false)
  let service: ScriptedTodoService

  init() { service = ScriptedTodoService([milk]) }

  var onServer: String? { service.todos.first?.title }

  @Test func aRenameShowsAtOnceMarkedSavingThenAsSaved() async {
    let held = service.script.hold(.update)
    let editor = TitleEditor(todo: milk, service: service)

    let saving = editor.rename(to: "Buy oat milk")
    #expect(editor.title == "Buy oat milk")
    #expect(editor.isSaving)

    held.release()
    await saving.value
    #expect(editor.title == "Buy oat milk")
    #expect(!editor.isSaving)
    #expect(onServer == "Buy oat milk")
  }

  @Test func aRefusedRenameGoesBackAndSaysWhichWasNotSaved() async {
    service.script.fail(.update, with: FakeFailure("The server is busy."))
    let editor = TitleEditor(todo: milk, service: service)

    await editor.rename(to: "Buy oat milk").value

    #expect(editor.title == "Buy milk")
    #expect(!editor.isSaving)
    #expect(
      editor.unsaved == [
        TodoWriteFailure(
          id: 1, change: .patch(TodoPatch(title: "Buy oat milk")), target: milk,
          reason: .failed(message: "The server is busy.", retryAdvice: .mayHelp))
      ])
  }

  @Test func aSecondRenameIsSentOnlyOnceTheFirstIsAnswered() async {
    let held = service.script.hold(.update)
    let editor = TitleEditor(todo: milk, service: service)

    let first = editor.rename(to: "Buy bread")
    let second = editor.rename(to: "Buy eggs")
    await waitUntil { held.hasArrived.value }
    #expect(service.script.calls(of: .update).count == 1, "the second went out before the first")

    held.release()
    await first.value
    await second.value
    #expect(
      service.script.calls(of: .update).map(\.description) == [
        "update(id: 1, title: Buy bread)", "update(id: 1, title: Buy eggs)",
      ])
    #expect(onServer == "Buy eggs")
    #expect(editor.title == "Buy eggs")
  }

  @Test func theFirstSavedAndTheSecondRefusedEndsAtTheFirst() async {
    let held = service.script.hold(.update)
    service.script.fail(.update, with: FakeFailure("The server is busy."))
    let editor = TitleEditor(todo: milk, service: service)

    let first = editor.rename(to: "Buy bread")
    let second = editor.rename(to: "Buy eggs")
    held.release()
    await first.value
    await second.value

    #expect(editor.title == "Buy bread")
    #expect(onServer == "Buy bread")
    #expect(editor.unsaved.map(\.change) == [.patch(TodoPatch(title: "Buy eggs"))])
    #expect(editor.unsaved.first?.target?.title == "Buy bread")
  }

  @Test func theFirstRefusedAndTheSecondSavedEndsAtTheSecond() async {
    let held = service.script.hold(.update)
    let editor = TitleEditor(todo: milk, service: service)

    let first = editor.rename(to: "Buy bread")
    let second = editor.rename(to: "Buy eggs")
    await waitUntil { held.hasArrived.value }
    held.fail(with: FakeFailure("The server is busy."))
    await first.value
    await second.value

    // The refused first rename is taken out from under the second, which stays
    #expect(editor.title == "Buy eggs")
    #expect(onServer == "Buy eggs")
    #expect(editor.unsaved.map(\.change) == [.patch(TodoPatch(title: "Buy bread"))])
  }
}
