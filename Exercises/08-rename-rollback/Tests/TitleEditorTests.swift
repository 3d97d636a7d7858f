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
    let log = UpdateLog(service)
    let editor = TitleEditor(todo: milk, service: log)

    let first = editor.rename(to: "Buy bread")
    let second = editor.rename(to: "Buy eggs")
    await waitUntil { held.hasArrived.value }
    #expect(
      log.events == ["sent Buy bread"],
      "the first rename is held unanswered, and the second went out anyway")

    held.release()
    await first.value
    await second.value
    #expect(
      log.events == ["sent Buy bread", "answered Buy bread", "sent Buy eggs", "answered Buy eggs"],
      "each rename goes out only once the one before it is answered")
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

/// The editor's service with a log of each update in the order the editor made it: sent, then
/// answered or refused. The log is written on the main actor, in the editor's own turn (a
/// rename's task runs there, and calls this without a hop), so it never depends on how fast
/// another thread gets to the server. By the time a test resumes from waiting, every task the
/// editor had started before it has sent whatever it sends without waiting.
@MainActor
final class UpdateLog: TodoService {
  private let server: ScriptedTodoService
  /// What happened to each update so far, e.g. "sent Buy bread", "answered Buy bread".
  private(set) var events: [String] = []

  init(_ server: ScriptedTodoService) { self.server = server }

  func update(id: Todo.ID, _ patch: TodoPatch) async throws -> Todo {
    let title = patch.title ?? "(no title)"
    events.append("sent \(title)")
    do {
      let todo = try await server.update(id: id, patch)
      events.append("answered \(title)")
      return todo
    } catch {
      events.append("refused \(title)")
      throw error
    }
  }

  func todos(userID: Int?) async throws -> [Todo] { try await server.todos(userID: userID) }
  func add(_ draft: TodoDraft) async throws -> Todo { try await server.add(draft) }
  func delete(id: Todo.ID) async throws { try await server.delete(id: id) }
}
