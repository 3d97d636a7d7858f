import Testing
import Views

/// Untrusted text is made safe: controls are shown, not obeyed; invisible spoofing goes; the
/// emoji and scripts that need joiners and selectors survive.
struct SafeTextTests {
  @Test(arguments: [
    ("\u{1B}[2J", "␛[2J"),  // CSI: erase screen
    ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"),  // OSC: set window title, BEL-terminated
    // OSC 8: a hyperlink whose target differs from its text
    ("\u{1B}]8;;https://evil.example\u{1B}\\link", "␛]8;;https://evil.example␛\\link"),
    ("\u{9B}31m", "\u{FFFD}31m"),  // C1 CSI
    ("a\u{7F}b", "a␡b"),  // DEL
    ("\u{00}\u{08}", "␀␈"),  // NUL, backspace
  ])
  func escapeSequencesArriveAsVisibleText(untrusted: String, expected: String) {
    let safe = SafeText(untrusted: untrusted)
    #expect(safe.string == expected)
    #expect(!safe.string.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test(arguments: [
    ("a\tb", "a⇥b"),
    ("one\ntwo", "one↵two"),
    ("one\r\ntwo", "one↵two"),
    ("one\rtwo", "one↵two"),
    ("one\u{2028}two\u{85}three", "one↵two↵three"),
  ])
  func tabsAndLineBreaksAreShownNotObeyed(untrusted: String, expected: String) {
    #expect(SafeText(untrusted: untrusted).string == expected)
  }

  @Test(arguments: [
    ("invoice\u{202E}fdp.exe", "invoicefdp.exe"),  // right-to-left override
    ("\u{2067}admin\u{2069} user", "admin user"),  // right-to-left isolate
    ("\u{202A}\u{202B}\u{202C}\u{202D}x", "x"),  // embeddings and pop
    ("pay\u{200B}pal", "paypal"),  // zero-width space
    ("\u{FEFF}title\u{00AD}", "title"),  // byte-order mark, soft hyphen
    ("hidden\u{E0041}\u{E0042}", "hidden"),  // tag characters smuggling "AB"
  ])
  func invisibleAndReorderingCharactersAreRemoved(untrusted: String, expected: String) {
    #expect(SafeText(untrusted: untrusted).string == expected)
  }

  @Test(arguments: [
    "👨‍👩‍👧‍👦",  // ZWJ family
    "🏳️‍🌈",  // ZWJ with variation selector
    "👍🏽",  // skin tone
    "1️⃣",  // keycap
    "🇯🇵",  // flag
    "🏴󠁧󠁢󠁳󠁣󠁴󠁿",  // subdivision flag: black flag and tags
    "क्‍ष",  // Devanagari conjunct with ZWJ
    "می‌خواهم",  // Persian with zero-width non-joiner
    "Crème brûlée, 東京, Ελληνικά",
  ])
  func legitimateTextIsKeptExactly(text: String) {
    #expect(SafeText(untrusted: text).string == text)
  }

  @Test func aJoinerThatJoinsNothingIsRemoved() {
    #expect(SafeText(untrusted: "a\u{200D}b").string == "ab")
    #expect(SafeText(untrusted: "👍\u{200D}").string == "👍")
  }

  @Test func aStrayCombiningMarkGetsItsOwnBase() {
    // At the start of a title it would otherwise draw on whatever the view put before it.
    #expect(SafeText(untrusted: "\u{301}abc").string == "◌\u{301}abc")
  }

  @Test func aSkinToneOnSomethingThatTakesNoneIsRemoved() {
    #expect(SafeText(untrusted: "a🏽").string == "a")
    // After a control it would fuse with the control's stand-in.
    #expect(SafeText(untrusted: "\t🏽").string == "⇥")
  }

  @Test func cleaningTwiceChangesNothing() {
    let once = SafeText(untrusted: "\u{1B}[31m\u{202E}x\t\u{301}y\r\n👨‍👩‍👧")
    #expect(SafeText(untrusted: once.string) == once)
  }

  @Test func interpolationCleansUntrustedPartsAndKeepsSafeOnes() {
    let term = "\u{1B}[2Jsun"
    let safe: SafeText = "No photos match \"\(untrusted: term)\" in album \(3)."
    #expect(safe.string == "No photos match \"␛[2Jsun\" in album 3.")
  }
}
