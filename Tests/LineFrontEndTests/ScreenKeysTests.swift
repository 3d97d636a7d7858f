import Coordinators
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
        id in
        toggled.append(id as? Int ?? -1)
        return nil
      },
      bindings: [.init("x", "Clear the completed todos.") { nil }],
      hints: "↑↓ move · Enter toggle · x clear")

    _ = keys.primary?.perform(AnyHashable(7))

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
}
