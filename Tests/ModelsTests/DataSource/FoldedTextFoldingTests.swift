import Foundation
import Models
import Testing

/// `FoldedText` folds ASCII text itself and other text through Foundation; either way the folded
/// form must be exactly, byte for byte, what Foundation's fold makes, or a search would match
/// one title and miss another that differs only in where its letters came from.
@Suite("Folded text folding", .timeLimit(.minutes(10)))
struct FoldedTextFoldingTests {
  /// What Foundation folds `text` to: the reference.
  static func foundationFold(_ text: String) -> [UInt8] {
    Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
  }

  @Test func everyASCIICharacterFoldsAsFoundationFoldsIt() {
    for byte in UInt8(0)..<0x80 {
      for text in [
        String(UnicodeScalar(byte)), "x\(UnicodeScalar(byte))Y", "\(UnicodeScalar(byte))É",
      ] {
        #expect(
          Array(FoldedText(text).value.utf8) == Self.foundationFold(text),
          "byte \(byte) in \(Array(text.utf8))")
      }
    }
  }

  @Test func allOfASCIITogetherFoldsAsFoundationFoldsIt() {
    let ascii = String(decoding: UInt8(0)..<0x80, as: UTF8.self)
    #expect(Array(FoldedText(ascii).value.utf8) == Self.foundationFold(ascii))
    #expect(Array(FoldedText(ascii).value.utf8).allSatisfy { !(65...90).contains($0) })
  }

  @Test(arguments: 1...10)
  func randomASCIITextFoldsAsFoundationFoldsIt(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        UInt8.random(in: 0..<0x80, using: &random)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(Array(FoldedText(text).value.utf8) == Self.foundationFold(text), "\(bytes)")
    }
  }

  @Test(arguments: [
    "Café au Lait", "ÉCOLE Normale", "naïve RÉSUMÉ", "Straße", "東京 Tower", "e\u{301}cole",
    "MiXeD text with E\u{301} and Ü", "Ωmega ΣΊΣΥΦΟΣ", "ﬁne ligature", "Crème Brûlée", "😀 Smile",
    "Ａ full-width", "İstanbul", "\u{301}leading mark",
  ])
  func accentedAndMixedTextFoldsAsFoundationFoldsIt(text: String) {
    #expect(Array(FoldedText(text).value.utf8) == Self.foundationFold(text))
  }

  @Test func foldingIgnoresCaseAndAccentsAlike() {
    #expect(FoldedText("Crème BRÛLÉE").value == FoldedText("creme brulee").value)
    #expect(FoldedText("HARBOUR Dawn").value == "harbour dawn")
    #expect(FoldedText("already folded").value == "already folded")
    #expect(FoldedText("").value.isEmpty)
  }
}
