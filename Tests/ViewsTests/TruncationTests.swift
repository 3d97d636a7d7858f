import Testing
import Views

/// Text is cut and padded by display width, never splitting a grapheme cluster and never going
/// past the width asked for.
struct TruncationTests {
  @Test(arguments: [
    ("abcdef", 6, "abcdef"),  // fits exactly: untouched
    ("abcdefg", 6, "abcde…"),
    ("日本語テキスト", 7, "日本語…"),  // 6 + 1
    ("日本語テキスト", 8, "日本語…"),  // "テ" would straddle column 8: dropped, 7 columns
    ("ab👨‍👩‍👧‍👦cd", 4, "ab…"),  // the family is one cluster, kept or dropped whole
    ("ab👨‍👩‍👧‍👦cd", 5, "ab👨‍👩‍👧‍👦…"),
    ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),  // a mark stays with its letter
    ("abc", 1, "…"),
    ("abc", 0, ""),
  ])
  func truncationNeverSplitsAClusterOrExceedsTheWidth(text: String, width: Int, expected: String) {
    let cut = SafeText(untrusted: text).truncated(toWidth: width)
    #expect(cut.string == expected)
    #expect(cut.width <= max(0, width))
  }

  @Test(arguments: [0, 1, 5, 7, 8, 20])
  func fittingGivesExactlyTheWidth(width: Int) {
    let fitted = SafeText(untrusted: "日本語テキスト and more").fitted(toWidth: width)
    #expect(fitted.width == width)
  }

  @Test(arguments: [
    "plain title", "\u{1B}[2J\u{1B}]0;pwned\u{07}", "日本語テキスト", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦",
    "\u{301}\u{200B}\u{202E}abc", String(repeating: "long ", count: 200),
  ])
  func cleaningWhileCuttingMatchesCleaningThenCutting(text: String) {
    for width in 0...30 {
      #expect(
        SafeText.fitting(untrusted: text, toWidth: width)
          == SafeText(untrusted: text).truncated(toWidth: width))
    }
  }

  @Test func wrappingBreaksAtSpacesWithinTheWidth() {
    let lines = SafeText(untrusted: "accusamus beatae ad facilis cum similique qui sunt")
      .wrapped(toWidth: 20)
    #expect(lines.map(\.string) == ["accusamus beatae ad", "facilis cum", "similique qui sunt"])
  }

  @Test func wrappingBreaksTextWithoutSpacesBetweenClusters() {
    let lines = SafeText(untrusted: "東京都渋谷区神南一丁目").wrapped(toWidth: 7)
    #expect(lines.map(\.string) == ["東京都", "渋谷区", "神南一", "丁目"])
    #expect(lines.allSatisfy { $0.width <= 7 })
  }

  @Test func wrappingPrefersToBreakAURLAfterASlash() {
    let lines = SafeText(untrusted: "https://images.slim.example/600/1").wrapped(toWidth: 30)
    #expect(lines.map(\.string) == ["https://images.slim.example/", "600/1"])
  }

  @Test func wrappingStopsAtTheMaximumLinesWithAnEllipsis() {
    let text = SafeText(untrusted: "one two three four five six")
    #expect(text.wrapped(toWidth: 9, maximumLines: 2).map(\.string) == ["one two", "three…"])
    #expect(text.wrapped(toWidth: 5, maximumLines: 2).map(\.string) == ["one", "two…"])
    #expect(text.wrapped(toWidth: 3, maximumLines: 2).map(\.string) == ["one", "tw…"])
  }

  @Test func aCharacterWiderThanTheLineBecomesAnEllipsis() {
    #expect(SafeText(untrusted: "日本").wrapped(toWidth: 1).map(\.string) == ["…", "…"])
  }
}
