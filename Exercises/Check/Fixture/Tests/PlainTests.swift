import Testing

/// Failures in a test without arguments: two of its expectations fail, and both must be shown.
struct PlainTests {
  @Test func twoExpectationsFail() {
    let words = ["pear", "fig"]
    #expect(words.count == 3, "a word is missing")
    #expect(words.first == "apple", "the list starts elsewhere")
  }
}
