import Testing

/// Words that print alike and are different text: "crème" with its accent composed (U+00E8)
/// and decomposed (an e, then U+0300), which Swift's `==` counts as one string but its scalars
/// do not; and "crème" with a zero-width space after it, which `==` counts as another word.
/// And a word that moved: the same text, inserted in one place and removed from another.
struct LookAlikeTests {
  static let composed = "cr\u{E8}me"
  static let decomposed = "cre\u{300}me"

  @Test func lookAlikeWordsShowTheirCodePoints() {
    #expect(["fig", Self.composed + "\u{200B}"] == ["fig", Self.composed])
    #expect(Self.decomposed.unicodeScalars.elementsEqual(Self.composed.unicodeScalars))
    #expect(["fig", "banana", Self.composed] == ["fig", Self.composed, "banana"])
  }
}
