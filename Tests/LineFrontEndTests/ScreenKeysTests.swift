import Coordinators
import TerminalKit
import Testing
import Views

@testable import LineFrontEnd

/// A screen's keys as it declares them: Enter does the screen's own row action with the id of
/// the row under the cursor, whatever its verb, and the overlay lists it first.
@MainActor
@Suite("Screen keys")
struct ScreenKeysTests {
  @Test func enterDoesTheDeclaredActionWithTheRowsID() {
    var toggled: [Int] = []
    let keys = ScreenKeys(
      primary: .init(verb: "toggle", summary: "Mark the todo under the cursor done or not.") {
        (id: Int) in
        toggled.append(id)
        return nil
      },
      bindings: [.init("x", "Clear the completed todos.") { nil }],
      hints: "↑↓ move · Enter toggle · x clear")

    _ = keys.primary?.perform(RowID(7))
    // An id of another screen's type is no id of this one: nothing is done with a made-up id.
    _ = keys.primary?.perform(RowID("7"))

    #expect(toggled == [7])
    #expect(keys.primary?.verb == "toggle")
    #expect(
      keys.help == [
        CommandHelp(usage: "Enter", summary: "Mark the todo under the cursor done or not."),
        CommandHelp(usage: "x", summary: "Clear the completed todos."),
      ])
    #expect(keys.binding(for: "x") != nil)
    #expect(keys.binding(for: "s") == nil)
  }

  @Test func aScreenWithoutRowsHasNoEnter() {
    let keys = ScreenKeys(hints: "Esc back")

    #expect(keys.primary == nil)
    #expect(keys.help.isEmpty)
  }

  @Test func keysOnTheRowAndKeysThatAskForTextAreListedInOrderAndDoTheirWork() {
    var deleted: [Int] = []
    var added: [String] = []
    let keys = ScreenKeys(
      primary: .asking(verb: "edit", summary: "Edit the title.") { (id: Int) in
        .init(text: "title of \(id)") { _ in nil }
      },
      rowBindings: [
        .init(" ", "Toggle the todo.") { (_: Int) in nil },
        .init("d", "Delete the todo.") { (id: Int) in
          deleted.append(id)
          return nil
        },
      ],
      bindings: [
        .asking("a", "Add a todo.") {
          .init { title in
            added.append(title)
            return nil
          }
        }
      ],
      hints: "Space toggle · Enter edit")

    #expect(keys.primary?.asks?(RowID(4))?.text == "title of 4")
    _ = keys.rowBinding(for: "d")?.perform(RowID(4))
    _ = keys.binding(for: "a")?.asks?()?.submit("Water plants")

    #expect(deleted == [4])
    #expect(added == ["Water plants"])
    #expect(keys.binding(for: "a")?.perform() == nil)
    #expect(
      keys.help.map(\.usage) == ["Enter", "Space", "d", "a"])
  }

  @Test func aSearchIsListedLastAndAScreensOwnEscapeIsKept() {
    var searched: [String] = []
    let keys = ScreenKeys(
      rowBindings: [
        .asking("e", "Rename the word.") { (id: Int) in .init(text: "word \(id)") { _ in nil } }
      ],
      bindings: [.asking("c", "Make changes.") { .command("churn ") }],
      search: .init(term: "pe") { searched.append($0) },
      hints: "/ search")
    let back = ScreenKeys.SharedKey("Esc  Backspace", "Back to the screen before.") { nil }

    keys.search?.search("pea")

    #expect(keys.help.map(\.usage) == ["e", "c", "/"])
    #expect(keys.search?.term == "pe")
    #expect(searched == ["pea"])
    #expect(keys.rowBinding(for: "e")?.asks?(RowID(3))?.text == "word 3")
    #expect(keys.binding(for: "c")?.asks?()?.isCommand == true)
    #expect(keys.binding(for: "c")?.asks?()?.text == "churn ")
    #expect(ScreenKeys(hints: "").backing(back).back?.usage == "Esc  Backspace")
    #expect(
      ScreenKeys(back: .init("Esc", "Leave this screen.") { nil }, hints: "").backing(back).back?
        .usage == "Esc")
  }
}
