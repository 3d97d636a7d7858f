import Essentials
import Testing

/// The UI-neutral cleaner below every layer: what a one-line label shows of untrusted text.
@Suite("OneLineText")
struct OneLineTextTests {
  @Test(arguments: [
    ("sunset", "sunset"),
    ("\u{1B}]0;pwned\u{07}sunset", "␛]0;pwned␇sunset"),
    ("\u{1B}[2Jcleared", "␛[2Jcleared"),
    ("invoice\u{202E}fdp.exe", "invoicefdp.exe"),
    ("a\u{2066}b\u{2069}c", "abc"),
    ("two\nlines\r\nthree", "two↵lines↵three"),
    ("tab\there", "tab⇥here"),
    ("zero\u{200B}width", "zerowidth"),
    ("\u{85}next", "↵next"),
    ("C1\u{9B}31m", "C1�31m"),
    ("👨‍👩‍👧 family", "👨‍👩‍👧 family"),
    ("\u{301}bare mark", "\u{25CC}\u{301}bare mark"),
  ])
  func untrustedTextBecomesOneVisibleLine(untrusted: String, shown: String) {
    #expect(OneLineText.clean(untrusted) == shown)
  }

  @Test func cleaningTwiceChangesNothing() {
    let hostile = "\u{1B}[31mred\u{202E}\n\u{200D}x\u{0}"
    let once = OneLineText.clean(hostile)
    #expect(OneLineText.clean(once) == once)
    #expect(!once.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
  }
}
