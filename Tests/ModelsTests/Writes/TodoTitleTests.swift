import Foundation
import Models
import Testing

/// A todo's title is checked where it is typed: facts for each way it can be wrong.
@Suite("TodoTitle", .timeLimit(.minutes(10)))
struct TodoTitleTests {
  @Test func surroundingSpacesAreTrimmed() throws {
    #expect(try TodoTitle.checked("  Buy milk \n") == "Buy milk")
  }

  @Test(arguments: ["", "   ", "\n"])
  func nothingButSpacesIsEmpty(_ text: String) {
    #expect(throws: TodoTitle.Issue.empty) { try TodoTitle.checked(text) }
  }

  @Test(arguments: ["a\tb", "one\ntwo", "red \u{1B}[31m", "bell\u{07}"])
  func controlCharactersAreRefused(_ text: String) {
    #expect(throws: TodoTitle.Issue.controlCharacters) { try TodoTitle.checked(text) }
  }

  @Test func aTitleAtTheLimitIsKeptAndOnePastItRefused() throws {
    let limit = TodoTitle.maximumLength
    #expect(try TodoTitle.checked(String(repeating: "é", count: limit)).count == limit)
    #expect(throws: TodoTitle.Issue.tooLong(limit + 1, limit: limit)) {
      try TodoTitle.checked(String(repeating: "é", count: limit + 1))
    }
  }

  @Test func todoDecodesFromJSONPlaceholdersShape() throws {
    let json = #"{"userId": 3, "id": 41, "title": "x", "completed": true}"#
    let todo = try JSONDecoder().decode(Todo.self, from: Data(json.utf8))
    #expect(todo == Todo(id: 41, userID: 3, title: "x", completed: true))
  }
}
