import DataEngine
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

  @Test func everyAccentedLatinLetterFoldsAsFoundationFoldsIt() {
    for value in UInt32(0xC0)...0x24F {
      let letter = Character(Unicode.Scalar(value)!)
      for text in ["\(letter)", "Ab\(letter)c", "\(letter)\u{301}", "\(letter)\(letter)"] {
        #expect(
          Array(FoldedText(text).value.utf8) == Self.foundationFold(text),
          "U+\(String(value, radix: 16)) in \(text)")
      }
    }
  }

  @Test func everyIdeographIsLeftAsFoundationLeavesIt() {
    for value in UInt32(0x4E00)...0x9FFF {
      let text = "X\(Character(Unicode.Scalar(value)!))"
      #expect(
        Array(FoldedText(text).value.utf8) == Self.foundationFold(text),
        "U+\(String(value, radix: 16))")
    }
  }

  /// Pieces of text the letter-by-letter fold takes and those it leaves to Foundation, mixed so
  /// that each meets the others: a mark after a letter, a joiner between two, jamo that join.
  static let mixedPieces = [
    "a", "Z", " ", "é", "É", "ß", "ı", "İ", "ǅ", "Ø", "ŉ", "ǰ", "東", "京", "\u{301}", "\u{308}",
    "Σ", "ς", "ᄀ", "ᅡ", "\u{200D}", "👩", "\u{FE0F}", "\r", "\n", "ﬁ", "Ａ", "ǈ", "ȿ",
  ]

  @Test(arguments: 1...20)
  func mixedTextFoldsAsFoundationFoldsIt(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in
        Self.mixedPieces.randomElement(using: &random)!
      }.joined()
      #expect(
        Array(FoldedText(text).value.utf8) == Self.foundationFold(text),
        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func foldingIgnoresCaseAndAccentsAlike() {
    #expect(FoldedText("Crème BRÛLÉE").value == FoldedText("creme brulee").value)
    #expect(FoldedText("HARBOUR Dawn").value == "harbour dawn")
    #expect(FoldedText("already folded").value == "already folded")
    #expect(FoldedText("").value.isEmpty)
  }
}
