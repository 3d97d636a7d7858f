import Testing

@testable import Flags

/// The option lines of a `--help` text: each text at its column, a flag too long for its column
/// with its text on the next line, and the flags every sample shares written once.
@Suite("Option usage lines")
struct OptionUsageTests {
  @Test func aTextStartsAtItsColumnAndALongFlagPutsItOnTheNextLine() {
    let lines = OptionUsage.lines(
      [
        ("--seed N", ["Fix what 'churn' does,", "every time."]), ("--store sqlite PATH", ["Keep."]),
      ],
      column: 16)

    #expect(
      lines == """
          --seed N      Fix what 'churn' does,
                        every time.
          --store sqlite PATH
                        Keep.
        """)
  }

  @Test func aFlagThatFillsItsColumnButOneStillSharesItsLine() {
    #expect(OptionUsage.lines([("--abc", ["Text."])], column: 8) == "  --abc Text.")
    #expect(OptionUsage.lines([("--abcd", ["Text."])], column: 8) == "  --abcd\n        Text.")
  }

  @Test func everySampleListsTheSharedFlagsWithTheirRanges() {
    for usage in [GalleryOptions.usage, TodosOptions.usage, WordListOptions.usage] {
      #expect(usage.contains("Draw N columns wide (20-"), "\(usage)")
      #expect(usage.contains("--no-color"))
    }
    for usage in [GalleryOptions.usage, TodosOptions.usage, VideoPostOptions.usage] {
      #expect(usage.contains("Refuse any response body larger than BYTES (1024-1073741824);"))
    }
  }
}
