import Exercise03
import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// The users screen drawn as text, at a fixed size.
struct UsersViewTests {
  static let screen = Screen(width: 50, height: 12)
  static let commands = [
    CommandHelp(usage: "help", summary: "Show every command."),
    CommandHelp(usage: "open N", summary: "Show a user's albums."),
  ]

  static func user(_ id: Int, _ name: String) -> User {
    User(id: id, name: name, username: "u\(id)", email: "u\(id)@example.com")
  }

  static func lines(_ state: UsersViewModel.State) -> [String] {
    UsersView.frame(for: state, on: screen, commands: commands).lines.map(\.plainText)
  }

  @Test func eachRowShowsItsNumberNameAndAlbumCount() {
    let lines = Self.lines(
      .loaded([
        UserRow(user: Self.user(2, "Ada Lovelace"), albumCount: 1),
        UserRow(user: Self.user(3, "Bo Diddley"), albumCount: 0),
      ]))
    #expect(lines.first?.contains("2 users") == true, "the header counts the users")
    // A row starts with its number, after the blank margin RowNumber gives it or none.
    let ada = lines.first { $0.contains("Ada Lovelace") } ?? "no line names Ada Lovelace"
    #expect(
      ada.drop { $0 == " " }.hasPrefix("1 ") && ada.hasSuffix("1 album"),
      "row 1 (its place on screen, not the user's id), then the name, then '1 album'; got '\(ada)'")
    let bo = lines.first { $0.contains("Bo Diddley") } ?? "no line names Bo Diddley"
    #expect(
      bo.drop { $0 == " " }.hasPrefix("2 ") && bo.hasSuffix("0 albums"),
      "row 2 (its place on screen, not the user's id), then the name, then '0 albums'; got '\(bo)'")
  }

  @Test func aHostileNameIsShownNotObeyed() {
    let hostile = Self.user(9, "Eve\u{1B}[31m RED\u{202E}gpj.exe")
    let frame = UsersView.frame(
      for: .loaded([UserRow(user: hostile, albumCount: 1)]), on: Self.screen,
      commands: Self.commands)
    #expect(!frame.text.contains("\u{1B}"), "an escape from the server reached the terminal")
    #expect(!frame.text.contains("\u{202E}"), "a right-to-left override reached the terminal")
    #expect(frame.text.contains("Eve␛[31m RED"))
  }

  @Test func loadingAndFailureAreSaidInWords() {
    // Lines joined with spaces, so a sentence wrapped over two lines still reads whole.
    func text(_ state: UsersViewModel.State) -> String {
      Self.lines(state).joined(separator: " ")
    }
    #expect(text(.loading).contains("Loading"))
    let failed = text(.failed(LoadFailure(message: "The server did not answer.")))
    #expect(failed.contains("The server did not answer."))
    #expect(text(.empty).contains("no users"))
  }

  @Test func theHelpLineIsAtTheBottomOfEveryFrame() {
    let many = (1...40).map { UserRow(user: Self.user($0, "User \($0)"), albumCount: $0) }
    let states: [(String, UsersViewModel.State)] = [
      ("idle", .idle), ("loading", .loading), ("loaded, 40 users,", .loaded(many)),
    ]
    for (name, state) in states {
      let lines = Self.lines(state)
      #expect(lines.count <= Self.screen.height, "the \(name) frame is taller than the screen")
      #expect(lines.last == "help · open N", "the last line of the \(name) frame")
    }
  }
}
