import Essentials
import Models
import Testing

/// Byte counts and durations as frames show them.
struct ByteCountTextTests {
  @Test(
    arguments: [
      (0, "0 bytes"), (1, "1 byte"), (999, "999 bytes"), (1000, "1.0 kB"), (1049, "1.0 kB"),
      (1050, "1.1 kB"), (12_400_000, "12.4 MB"), (48_000_000, "48.0 MB"),
      (999_960, "1.0 MB"), (2_000_000_000, "2.0 GB"), (-1500, "-1.5 kB"),
    ] as [(Int64, String)])
  func byteCountsUseDecimalUnitsAndOneDecimal(count: Int64, text: String) {
    #expect(ByteCountText.text(count) == text)
  }

  @Test func theLargestCountStillHasAUnit() {
    #expect(ByteCountText.text(.max) == "9.2 EB")
  }

  @Test(arguments: [
    (Duration.zero, "0:00"), (.seconds(7), "0:07"), (.milliseconds(12_500), "0:13"),
    (.seconds(95), "1:35"), (.seconds(3725), "1:02:05"),
  ])
  func durationsReadLikeAClock(duration: Duration, text: String) {
    #expect(DurationText.clock(duration) == text)
  }
}
