import Composition
import Coordinators
import LineFrontEnd
import Models
import TerminalKit
import TestSupport
import Testing
import ViewModels
import Views

@testable import FullScreen

/// The todo list at a full screen, through the keys it declares (``ScreenKeys``) and nothing
/// written for it in the full-screen front end: space toggles the todo under the cursor, Enter
/// edits its title, and the hint line and `?` overlay say so, not "open".
@MainActor
@Suite("Todos keys", .timeLimit(.minutes(10)))
struct TodosKeysTests {
  let screen = Screen(width: 100, height: 12)
  let service = ScriptedTodoService([
    Todo(id: 1, userID: 1, title: "Buy milk", completed: false),
    Todo(id: 2, userID: 1, title: "Walk the dog", completed: false),
    Todo(id: 3, userID: 1, title: "Call home", completed: true),
  ])

  func keys() async -> DeclaredKeys<TodosLines> {
    let keys = DeclaredKeys(
      lines: TodosLines(
        coordinator: TodosApp.makeCoordinator(service: service), reading: .byScrolling))
    await keys.start()
    keys.fit(toHeight: screen.height)
    return keys
  }

  func press(_ keys: DeclaredKeys<TodosLines>, _ sequence: [Key]) async {
    for key in sequence { await keys.press(key)?.value }
  }

  func type(_ keys: DeclaredKeys<TodosLines>, _ text: String) async {
    await press(keys, text.map(Key.character))
  }

  func server(_ id: Todo.ID) -> Todo? { service.todos.first { $0.id == id } }

  @Test func spaceTogglesTheTodoUnderTheCursorAndEnterDoesNot() async {
    let keys = await keys()

    await press(keys, [.down, .character(" ")])
    #expect(server(2)?.completed == true)
    #expect(server(1)?.completed == false)

    // Enter opens the title for editing; it changes nothing until the edit is submitted
    await press(keys, [.enter])
    #expect(keys.mode == .prompting("Walk the dog"))
    #expect(server(2)?.completed == true)
    #expect(service.script.calls(of: .update).count == 1)
  }

  @Test func enterEditsTheTitleAndEscapeDropsTheEdit() async {
    let keys = await keys()

    await press(keys, [.enter] + Array(repeating: .backspace, count: 4))
    await type(keys, "bread")
    await press(keys, [.enter])
    #expect(server(1)?.title == "Buy bread")

    await press(keys, [.enter])
    await type(keys, " and eggs")
    await press(keys, [.escape])
    #expect(keys.mode == .browsing)
    #expect(server(1)?.title == "Buy bread")
  }

  @Test func theScreensOwnKeysAddDeleteClearAndFilter() async {
    let keys = await keys()

    await type(keys, "a")
    #expect(keys.mode == .prompting(""))
    await type(keys, "Water plants")
    await press(keys, [.enter])
    #expect(service.todos.map(\.title).contains("Water plants"))

    await type(keys, "d")  // the cursor is on the first todo
    #expect(server(1) == nil)

    await type(keys, "c")
    #expect(server(3) == nil)

    await type(keys, "2")
    #expect(keys.lines.list.filter == .active)
  }

  @Test func aRefusedAddIsTypedAgainByA() async {
    let keys = await keys()
    service.script.fail(.add, with: FakeFailure("The server is busy."))

    await type(keys, "a")
    await type(keys, "Water plants")
    await press(keys, [.enter])
    #expect(keys.frame(on: screen).plainText.contains("Adding \"Water plants\" was not saved"))

    await type(keys, "a")
    #expect(keys.mode == .prompting("Water plants"))
  }

  @Test func theHintLineAndOverlayComeFromTheDeclaration() async {
    let keys = await keys()

    let bottom = keys.frame(on: screen).lines.last?.plainText ?? ""
    #expect(
      bottom == "Space toggle · Enter edit · a add · d delete · 1 2 3 filter · ? keys · q quit")
    #expect(bottom.count <= 80, "the hints fit the default 80 columns")
    #expect(!bottom.contains("open"))

    await type(keys, "?")
    let overlay = keys.frame(on: Screen(width: 100, height: 30)).plainText
    #expect(overlay.contains("Enter"))
    #expect(overlay.contains("Edit the title of the todo under the cursor."))
    #expect(overlay.contains("Space"))
    #expect(overlay.contains("Mark the todo under the cursor done, or not done."))
    #expect(overlay.contains("Leave the todo list."))
    #expect(!overlay.contains("Open"))
  }

  @Test func theCursorStaysOnItsTodoWhenTheOneAboveIsDeleted() async {
    let keys = await keys()

    await press(keys, [.down])
    #expect(keys.cursorRow == 2)
    await type(keys, ":")
    await type(keys, "delete 1")
    await press(keys, [.enter])

    // Walk the dog moved up to row 1, and the cursor with it
    #expect(keys.cursorRow == 1)
    await type(keys, " ")
    #expect(server(2)?.completed == true)
  }

  @Test("at 16 lines the keys overlay still says how to leave the todo list")
  func atSixteenLinesTheOverlayKeepsQuit() async {
    let keys = await keys()

    await type(keys, "?")
    let overlay = keys.frame(on: Screen(width: 100, height: 16)).plainText.split(separator: "\n")

    #expect(overlay.contains { $0.hasPrefix("q  Ctrl-C") && $0.contains("Leave the todo list.") })
    #expect(overlay.contains { $0.hasPrefix("Enter") })
  }
}
