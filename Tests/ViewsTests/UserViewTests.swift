import Models
import TerminalKit
import Testing
import ViewModels
import Views

/// The profile's frame: every field on a labelled line, a field the server did not send said
/// so, a hostile name made safe, and a user the service lacks worded from the fact.
struct UserViewTests {
  let commands = UserCommandsForTests.catalog

  @Test func everyFieldIsOnALabelledLineAndAMissingOneSaysSo() {
    let user = User(
      id: 3, name: "Zoë Ångström", username: "zoe", email: "zoe@slim.example",
      company: "Kestrel Labs")

    let text = UserView.frame(for: .loaded(user), on: Screen(width: 60), commands: commands)
      .plainText

    #expect(text.contains("Zoë Ångström · user 3"))
    #expect(text.contains("Company   Kestrel Labs"))
    #expect(text.contains("City      not given"))
  }

  @Test func aHostileNameNeverReachesTheTerminalRaw() {
    let user = User(
      id: 3, name: "\u{1B}[2JEve\u{202E}", username: "eve", email: "eve@slim.example")

    let frame = UserView.frame(for: .loaded(user), on: Screen(width: 60), commands: commands)

    #expect(!frame.text.contains("\u{1B}[2J"))
    #expect(!frame.text.contains("\u{202E}"))
  }

  @Test func aUserTheServiceLacksIsWordedFromTheFact() {
    let failure = LoadFailure(UserNotFound(id: 9))

    let text = UserView.frame(for: .failed(failure), on: Screen(width: 80), commands: commands)
      .plainText

    #expect(failure.message.isEmpty)
    #expect(text.contains("Could not load the profile: There is no user 9."))
  }
}

/// A help line for the frames: the profile's commands are the front end's, so the test names
/// its own.
enum UserCommandsForTests {
  static let catalog = [CommandHelp(usage: "back", summary: "Return.")]
}
