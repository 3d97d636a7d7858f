import TerminalKit
import Testing
import Views

/// `COLUMNS` and `LINES` are read like `--width` and `--height`: a value outside their ranges
/// is ignored (the terminal's size, else 80 by 24, is used) and named in a refusal, never
/// turned into a frame a terabyte wide.
struct EnvironmentSizeTests {
  private let terminal = TerminalProbe.WindowSize(columns: 132, rows: 50)

  @Test(arguments: ["999999999999", "1001", "19", "99999999999999999999999", "1e3", " 80"])
  func aColumnsOutOfRangeIsIgnoredForTheTerminalsWidth(columns: String) {
    let probe = TerminalProbe(environment: ["COLUMNS": columns], windowSize: terminal)

    #expect(Screen(probe: probe).width == 132)
    #expect(
      probe.environmentSize.refusals == [
        "COLUMNS is ignored: '\(columns)' is not a whole number from 20 to 1000."
      ])
  }

  @Test func aLinesOutOfRangeIsIgnoredForTheTerminalsHeight() {
    let probe = TerminalProbe(environment: ["LINES": "999999999999"], windowSize: terminal)

    #expect(Screen(probe: probe).height == 50)
    #expect(
      probe.environmentSize.refusals == [
        "LINES is ignored: '999999999999' is not a whole number from 5 to 1000."
      ])
  }

  @Test func valuesInRangeAreUsedWithoutAWord() {
    let probe = TerminalProbe(environment: ["COLUMNS": "1000", "LINES": "5"], windowSize: terminal)

    #expect(Screen(probe: probe) == Screen(width: 1000, height: 5))
    #expect(probe.environmentSize.refusals.isEmpty)
  }

  @Test func anEmptyValueIsAbsentNotWrong() {
    let probe = TerminalProbe(environment: ["COLUMNS": "", "LINES": ""])

    #expect(Screen(probe: probe) == Screen(width: 80, height: 24))
    #expect(probe.environmentSize.refusals.isEmpty)
  }

  @Test func aTerminalReportingAnAbsurdSizeIsDrawnAtTheLargestScreen() {
    let probe = TerminalProbe(windowSize: .init(columns: 65_535, rows: 65_535))

    #expect(Screen(probe: probe) == Screen(width: 1000, height: 1000))
  }
}
