import Testing

/// A long text, a transcript of sixty lines, whose one difference is a word changed near its
/// end: past what a verdict could show whole, so it must show where the difference is.
struct LateDifferenceTests {
  /// Sixty numbered lines, the 52nd saying `word`.
  static func transcript(saying word: String) -> String {
    (1...60).map { $0 == 52 ? "line \($0): the \(word) one" : "line \($0): the same" }
      .joined(separator: "\n")
  }

  @Test func aLateDifferenceInALongTextIsShown() {
    #expect(Self.transcript(saying: "changed") == Self.transcript(saying: "expected"))
  }
}
