import Testing
import Views

/// The sanitizer's promises, checked on many generated strings mixing every troublesome kind of
/// character, from a fixed seed so a failure always reproduces.
struct SafeTextPropertyTests {
  /// Scalars chosen to collide: controls, escapes, bidi, joiners, marks, wide text, emoji parts.
  private static let alphabet: [Unicode.Scalar] = [
    "a", "Z", " ", "/", "\u{1B}", "[", "]", "\u{07}", "\t", "\n", "\r", "\u{7F}", "\u{85}",
    "\u{9B}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}",
    "\u{FE0F}", "\u{301}", "\u{93F}", "\u{1F3FD}", "\u{E0041}", "\u{600}", "日", "ｶ", "한",
    "\u{1F468}", "\u{1F469}", "\u{1F1EF}", "\u{1F1F5}", "\u{2764}", "1", "\u{20E3}",
  ]

  /// A small deterministic generator (SplitMix64), so the strings are the same on every run.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private static let samples: [String] = {
    var generator = SeededGenerator(state: 2024)
    return (0..<400).map { _ in
      let length = Int.random(in: 0...24, using: &generator)
      var text = String.UnicodeScalarView()
      for _ in 0..<length { text.append(alphabet.randomElement(using: &generator)!) }
      return String(text)
    }
  }()

  @Test func safeTextNeverContainsControlsOrBidiOverrides() {
    for sample in Self.samples {
      let safe = SafeText(untrusted: sample).string
      let leaked = safe.unicodeScalars.filter { scalar in
        scalar.properties.generalCategory == .control
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      }
      #expect(leaked.isEmpty, "\(sample.debugDescription) leaked \(leaked.map(\.value))")
    }
  }

  @Test func cleaningIsIdempotent() {
    for sample in Self.samples {
      let once = SafeText(untrusted: sample)
      #expect(SafeText(untrusted: once.string) == once, "\(sample.debugDescription)")
    }
  }

  @Test func joiningSafeTextsNeverMakesThemWider() {
    // Views measure spans one by one and draw them side by side: what the terminal draws must
    // never be wider than the sum of the measures.
    for (left, right) in zip(Self.samples, Self.samples.reversed()) {
      let (a, b) = (SafeText(untrusted: left), SafeText(untrusted: right))
      #expect(
        (a + b).width <= a.width + b.width, "\(left.debugDescription) + \(right.debugDescription)")
    }
  }

  @Test func fittingAlwaysGivesExactlyTheWidth() {
    for sample in Self.samples {
      for width in [0, 1, 2, 3, 7] {
        let fitted = SafeText(untrusted: sample).fitted(toWidth: width)
        #expect(fitted.width == width, "\(sample.debugDescription) at \(width)")
      }
    }
  }

  @Test func wrappedLinesNeverExceedTheWidth() {
    for sample in Self.samples {
      for width in [1, 2, 5] {
        let lines = SafeText(untrusted: sample).wrapped(toWidth: width, maximumLines: 3)
        #expect(lines.allSatisfy { $0.width <= width }, "\(sample.debugDescription) at \(width)")
        #expect(lines.count <= 3)
      }
    }
  }
}
