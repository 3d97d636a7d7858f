import Essentials
import Models
import Testing

@Suite struct DurationTextSpokenTests {
  @Test(arguments: [
    (Duration.zero, "0 ms"), (.milliseconds(450), "450 ms"), (.milliseconds(999), "999 ms"),
    (.seconds(1), "1 s"), (.milliseconds(1500), "1.5 s"), (.milliseconds(2049), "2 s"),
    (.seconds(59), "59 s"), (.milliseconds(59_970), "1 min"), (.seconds(125), "2 min 5 s"),
    (.seconds(3600), "1 h"), (.seconds(3900), "1 h 5 min"), (.seconds(-4), "0 ms"),
  ])
  func durationsAreRoundedToWhatMattersAtTheirSize(duration: Duration, text: String) {
    #expect(DurationText.spoken(duration) == text)
  }
}
