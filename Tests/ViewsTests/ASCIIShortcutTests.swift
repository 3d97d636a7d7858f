import Essentials
import Models
import Testing

@testable import TerminalKit
@testable import Views

/// Printable ASCII skips the Unicode property lookups when text is measured and cleaned; these
/// tests hold the shortcut to exactly what the rules give, so it can never let anything through
/// that the rules would stop, nor draw a column differently.
struct ASCIIShortcutTests {
  /// Printable ASCII mixed with everything that could make a byte more than a character of its
  /// own: controls, escapes, CR LF, marks and joiners right after a letter, wide text, emoji.
  private static let alphabet: [Unicode.Scalar] = [
    "a", "Z", "0", " ", "~", "/", "[", "\u{1B}", "\u{07}", "\t", "\n", "\r", "\u{7F}", "\u{85}",
    "\u{9B}", "\u{AD}", "é", "\u{301}", "\u{20DD}", "\u{93F}", "\u{200D}", "\u{FE0F}", "\u{202E}",
    "\u{1F3FD}", "\u{E0041}", "\u{600}", "日", "한", "\u{1160}", "\u{1F468}", "\u{1F1EF}",
    "\u{2764}", "\u{20E3}",
  ]

  private static let samples: [String] = {
    var random = SeededGenerator(seed: 11)
    return (0..<2_000).map { _ in
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...16, using: &random) {
        text.append(alphabet.randomElement(using: &random)!)
      }
      return String(text)
    }
  }()

  @Test func everyASCIICharacterMeasuresAndCleansAsTheRulesSay() {
    for value in UInt8(0)...0x7F {
      let character = Character(Unicode.Scalar(value))
      #expect(DisplayWidth.of(character) == DisplayWidth.byProperties(character), "\(value)")
      #expect(Sanitizer.clean(character) == Sanitizer.byRules(character), "\(value)")
    }
  }

  @Test func stringsMeasureAsTheSumOfTheRulesPerCluster() {
    for sample in Self.samples {
      let byRules = sample.reduce(0) { $0 + DisplayWidth.byProperties($1) }
      #expect(DisplayWidth.of(sample) == byRules, "\(sample.debugDescription)")
    }
  }

  @Test func widthUpToALimitIsExactWithinItAndPastItBeyond() {
    for sample in Self.samples {
      let byRules = sample.reduce(0) { $0 + DisplayWidth.byProperties($1) }
      for limit in [-1, 0, 1, 2, 5, 9, 40] {
        let measured = DisplayWidth.of(sample, upTo: limit)
        let expected = byRules <= limit ? measured == byRules : measured > limit
        #expect(expected, "\(sample.debugDescription) up to \(limit): \(measured), \(byRules)")
      }
    }
  }

  @Test func stringsCleanAsTheRulesCleanEachCluster() {
    for sample in Self.samples {
      let byRules = sample.map(Sanitizer.byRules).joined()
      #expect(SafeText(untrusted: sample).string == byRules, "\(sample.debugDescription)")
    }
  }

  @Test func fittedTextIsExactlyTheWidthByTheRules() {
    for sample in Self.samples {
      for width in [0, 1, 2, 5, 9] {
        let fitted = SafeText(untrusted: sample).fitted(toWidth: width).string
        let byRules = fitted.reduce(0) { $0 + DisplayWidth.byProperties($1) }
        #expect(byRules == width, "\(sample.debugDescription) at \(width)")
      }
    }
  }
}

/// The terminal's safe text and a phone's label clean untrusted text by the same rules.
@Suite("SafeText over the UI-neutral cleaner")
struct SafeTextSharesTheCleanerTests {
  @Test(arguments: [
    "plain", "\u{1B}[2J\u{7}", "rtl\u{202E}txt", "line\nbreak\ttab", "é\u{301}", "\u{9B}1m", "👍🏽",
  ])
  func safeTextIsWhatAnyUIShows(untrusted: String) {
    #expect(SafeText(untrusted: untrusted).string == OneLineText.clean(untrusted))
  }
}
