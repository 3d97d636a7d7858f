import TerminalKit
import Testing
import Views

/// True colour is on when colour is on at all and `COLORTERM` announces 24-bit support.
struct TrueColorDetectionTests {
  private func screen(_ environment: [String: String], terminal: Bool = true) -> Screen {
    Screen(probe: TerminalProbe(environment: environment, outputIsTerminal: terminal))
  }

  @Test(arguments: ["truecolor", "24bit", "TrueColor"])
  func colortermAnnouncingTrueColourTurnsItOn(value: String) {
    #expect(screen(["COLORTERM": value]).usesTrueColor)
  }

  @Test(arguments: ["", "yes", "256color", "8bit"])
  func anyOtherColortermLeavesItOff(value: String) {
    let detected = screen(["COLORTERM": value])
    #expect(detected.usesColor)
    #expect(!detected.usesTrueColor)
  }

  @Test func withoutColortermThereIsNoTrueColour() {
    #expect(!screen([:]).usesTrueColor)
  }

  @Test func noColourMeansNoTrueColourEither() {
    #expect(!screen(["COLORTERM": "truecolor"], terminal: false).usesTrueColor)
    #expect(!screen(["COLORTERM": "truecolor", "NO_COLOR": "1"]).usesTrueColor)
    #expect(!screen(["COLORTERM": "truecolor", "TERM": "dumb"]).usesTrueColor)
  }

  @Test func aScreenMadeByHandHasTrueColourOnlyWithColour() {
    #expect(!Screen(width: 80, usesColor: false, usesTrueColor: true).usesTrueColor)
    #expect(Screen(width: 80, usesColor: true, usesTrueColor: true).usesTrueColor)
  }
}
