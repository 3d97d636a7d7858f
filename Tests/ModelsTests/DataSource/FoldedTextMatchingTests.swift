import DataEngine
import Foundation
import Models
import Testing

/// Folded matching compares bytes for speed; it must agree with `String.contains` on folded text.
@Suite("Folded text matching")
struct FoldedTextMatchingTests {
  static let pieces = [
    "a", "é", "Ü", "ß", "ca", "fé", "ñ", "x", " ", "東", "京", "😀", "e\u{301}", "ﬁ",
  ]

  @Test(arguments: 1...20)
  func byteMatchingAgreesWithStringContains(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      let text = Self.phrase(length: Int.random(in: 0...8, using: &random), &random)
      let term = Self.phrase(length: Int.random(in: 0...3, using: &random), &random)
      let folded = FoldedText(text)
      let foldedTerm = FoldedText(term)

      let expected = foldedTerm.value.isEmpty || folded.value.contains(foldedTerm.value)
      #expect(folded.contains(foldedTerm) == expected, "'\(text)' contains '\(term)'")
    }
  }

  @Test func matchingIgnoresCaseAndAccents() {
    #expect(FoldedText("Crème Brûlée").contains(FoldedText("BRULE")))
    #expect(FoldedText("naïve").contains(FoldedText("NAIVE")))
    #expect(!FoldedText("tea").contains(FoldedText("teas")))
    #expect(FoldedText("").contains(FoldedText("")))
  }

  static func phrase(length: Int, _ random: inout SeededGenerator) -> String {
    (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
  }
}
