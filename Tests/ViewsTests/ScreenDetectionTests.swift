import TerminalKit
import Testing
import Views

/// Width comes from `--width`, else `COLUMNS`, else the terminal, else 80; colour only on a
/// terminal without `NO_COLOR`.
struct ScreenDetectionTests {
  private let terminal = TerminalProbe.WindowSize(columns: 132, rows: 50)

  @Test func widthFlagWinsOverEverything() {
    let probe = TerminalProbe(environment: ["COLUMNS": "100"], windowSize: terminal)
    #expect(Screen(widthOverride: 60, probe: probe).width == 60)
  }

  @Test func columnsWinsOverTheTerminal() {
    let probe = TerminalProbe(environment: ["COLUMNS": "100"], windowSize: terminal)
    #expect(Screen(probe: probe).width == 100)
  }

  @Test func theTerminalsSizeIsUsedWhenNothingElseSaysOtherwise() {
    let screen = Screen(probe: TerminalProbe(windowSize: terminal))
    #expect(screen.width == 132)
    #expect(screen.height == 50)
  }

  @Test func withoutAnyInformationTheScreenIs80By24() {
    let screen = Screen(probe: TerminalProbe())
    #expect(screen.width == 80)
    #expect(screen.height == 24)
  }

  @Test(arguments: ["", "wide", "0", "-5"])
  func unusableValuesAreSkipped(columns: String) {
    let probe = TerminalProbe(environment: ["COLUMNS": columns, "LINES": columns])
    #expect(Screen(widthOverride: 0, probe: probe) == Screen(width: 80, height: 24))
  }

  @Test func linesWinsOverTheTerminalsHeight() {
    let probe = TerminalProbe(environment: ["LINES": "30"], windowSize: terminal)
    #expect(Screen(probe: probe).height == 30)
  }

  @Test func aTerminalReportingZeroFallsBackToTheDefault() {
    let probe = TerminalProbe(windowSize: .init(columns: 0, rows: 0))
    #expect(Screen(probe: probe) == Screen(width: 80, height: 24))
  }

  @Test func colourIsOnForATerminal() {
    #expect(Screen(probe: TerminalProbe(outputIsTerminal: true)).usesColor)
  }

  @Test func colourIsOffWhenOutputIsNotATerminal() {
    #expect(!Screen(probe: TerminalProbe(outputIsTerminal: false)).usesColor)
  }

  @Test(arguments: ["1", "0", "false", "yes"])
  func noColorWithAnyValueTurnsColourOff(value: String) {
    let probe = TerminalProbe(environment: ["NO_COLOR": value], outputIsTerminal: true)
    #expect(!Screen(probe: probe).usesColor)
  }

  @Test func anEmptyNoColorIsIgnoredAsNoColorOrgSays() {
    let probe = TerminalProbe(environment: ["NO_COLOR": ""], outputIsTerminal: true)
    #expect(Screen(probe: probe).usesColor)
  }

  @Test func aDumbTerminalGetsNoColour() {
    let probe = TerminalProbe(environment: ["TERM": "dumb"], outputIsTerminal: true)
    #expect(!Screen(probe: probe).usesColor)
  }
}
