import Testing

/// A failed expectation written over several lines, whose expected side shows only from its
/// second line on, and one whose value's description is far too long to show whole.
struct LongTests {
  @Test func aLongExpectationIsShownWhole() {
    let fruit = ["pear", "fig"]
    #expect(
      fruit == [
        "apple",
        "banana",
      ])
    #expect(Array(1...2000) == [])
  }
}
