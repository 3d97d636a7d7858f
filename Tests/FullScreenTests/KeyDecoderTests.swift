import Models
import Testing

@testable import FullScreen
@testable import TerminalKit

@Suite("Key decoder")
struct KeyDecoderTests {
  typealias Instant = ContinuousClock.Instant
  static let start = ContinuousClock.now
  static let timeout = Duration.milliseconds(50)

  static func decoder() -> KeyDecoder<Instant> { KeyDecoder(escapeTimeout: timeout) }

  /// Decodes `bytes` read all at once, then whatever is left once the Escape timeout has passed.
  static func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = decoder()
    return decoder.decode(bytes, at: start) + decoder.expire(at: start + timeout)
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test(
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
      ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
      ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}[1;5A", .up), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace),
      ("\u{08}", .backspace), ("\t", .tab), ("\u{03}", .interrupt), ("q", .character("q")),
      ("/", .character("/")), ("é", .character("é")), ("上", .character("上")),
      ("🙂", .character("🙂")),
    ])
  func eachKeysBytesDecodeToIt(bytes: String, key: Key) {
    #expect(Self.keys(Self.bytes(bytes)) == [key])
  }

  @Test func keysFollowingEachOtherInOneReadAllArrive() {
    let keys = Self.keys(Self.bytes("\u{1B}[B\u{1B}[Bharb\r\u{1B}[6~"))

    #expect(
      keys == [
        .down, .down, .character("h"), .character("a"), .character("r"), .character("b"), .enter,
        .pageDown,
      ])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsRest() {
    var decoder = Self.decoder()

    let first = decoder.decode([0x1B], at: Self.start)
    let second = decoder.decode(Self.bytes("[5"), at: Self.start)
    let third = decoder.decode(Self.bytes("~"), at: Self.start)

    #expect(first.isEmpty && second.isEmpty)
    #expect(third == [.pageUp])
  }

  @Test func aMultiByteCharacterSplitAcrossReadsArrivesWhole() {
    var decoder = Self.decoder()
    let emoji = Self.bytes("🙂")

    let parts = emoji.map { decoder.decode([$0], at: Self.start) }

    #expect(parts.dropLast().allSatisfy { $0.isEmpty })
    #expect(parts.last == [.character("🙂")])
  }

  @Test func aLoneEscapeIsTheEscapeKeyOnlyOnceTheTimeoutPasses() {
    var decoder = Self.decoder()

    let atOnce = decoder.decode([0x1B], at: Self.start)
    let early = decoder.expire(at: Self.start + .milliseconds(49))
    let onTime = decoder.expire(at: Self.start + Self.timeout)

    #expect(atOnce.isEmpty && early.isEmpty)
    #expect(decoder.deadline == nil)
    #expect(onTime == [.escape])
  }

  @Test func theDeadlineIsCountedFromTheEscapeNotFromLaterBytes() {
    var decoder = Self.decoder()

    _ = decoder.decode([0x1B], at: Self.start)
    _ = decoder.decode(Self.bytes("["), at: Self.start + .milliseconds(40))

    #expect(decoder.deadline == Self.start + Self.timeout)
  }

  @Test func escapeFollowedByAnotherKeyIsBothKeys() {
    #expect(Self.keys(Self.bytes("\u{1B}q")) == [.escape, .character("q")])
    #expect(Self.keys([0x1B, 0x1B]) == [.escape, .escape])
  }

  @Test(
    "unknown or broken sequences are dropped, and what follows still decodes",
    arguments: [
      "\u{1B}[99~", "\u{1B}[Z", "\u{1B}OP", "\u{1B}[12\u{07}", "\u{1B}O\u{01}", "\u{80}",
      "\u{1B}[", "\u{1B}[1;2;3",
    ])
  func brokenInputIsDroppedWithoutHarm(garbage: String) {
    var decoder = Self.decoder()

    let keys =
      decoder.decode(Self.bytes(garbage), at: Self.start)
      + decoder.expire(at: Self.start + Self.timeout) + decoder.decode([0x71], at: Self.start)

    #expect(keys == [.character("q")])
  }

  @Test(
    "invalid UTF-8 is dropped: stray, cut short, overlong, surrogate, out of range, C1",
    arguments: [
      [0xBF], [0xC3, 0x41], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80],
      [0xC2, 0x9B], [0xFF],
    ] as [[UInt8]])
  func invalidUTF8IsDropped(bytes: [UInt8]) {
    var decoder = Self.decoder()

    let keys = decoder.decode(bytes + [0x71], at: Self.start)

    // A byte that cut a character short is read afresh: "A" after a cut-short "é" survives.
    #expect(
      keys == (bytes == [0xC3, 0x41] ? [.character("A"), .character("q")] : [.character("q")]))
  }

  @Test func anEndlessControlSequenceIsSkippedToItsEndHoldingNoMoreThanAFewBytes() {
    var decoder = Self.decoder()
    let endless = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100_000)

    let during = decoder.decode(endless, at: Self.start)
    let after = decoder.decode(Self.bytes("Aq"), at: Self.start)

    #expect(during.isEmpty)
    #expect(decoder.deadline == nil)
    #expect(after == [.character("q")])
  }

  @Test func randomBytesNeverCrashTheDecoder() {
    var generator = SeededGenerator(seed: 11)
    var decoder = Self.decoder()
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 1...64, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      _ = decoder.decode(bytes, at: Self.start)
      _ = decoder.expire(at: Self.start + Self.timeout)
    }

    #expect(decoder.decode(Self.bytes("q"), at: Self.start) == [.character("q")])
  }

  // MARK: Bracketed paste

  static func pasted(_ text: String) -> [UInt8] {
    bytes("\u{1B}[200~" + text + "\u{1B}[201~")
  }

  @Test func aBracketedPasteIsOneTextNeverKeys() {
    // A newline in a paste would end a search, and the letters after it delete rows.
    #expect(Self.keys(Self.pasted("a\rddddd")) == [.paste("a ddddd")])
    #expect(
      Self.keys(Self.bytes("x") + Self.pasted("a\nq") + Self.bytes("y")) == [
        .character("x"), .paste("a q"), .character("y"),
      ])
  }

  @Test func aPastesLineBreaksAndTabsAreSpacesAndItsOtherControlsAreDropped() {
    let keys = Self.keys(Self.pasted("one\r\ntwo\tthree\u{1B}[31mred\u{7}\u{03}\u{1A}é\u{85}"))

    #expect(keys == [.paste("one two three[31mredé")])
  }

  @Test func aPasteSplitAcrossReadsEvenInItsMarkersArrivesWhole() {
    var decoder = Self.decoder()
    let bytes = Self.pasted("harbour\n🙂 lights") + Self.bytes("q")

    var keys: [Key] = []
    for byte in bytes { keys += decoder.decode([byte], at: Self.start) }
    keys += decoder.expire(at: Self.start + Self.timeout)

    #expect(keys == [.paste("harbour 🙂 lights"), .character("q")])
    #expect(decoder.deadline == nil)
  }

  // MARK: An end marker inside a paste

  @Test func anEndMarkerInsideAPasteEndsNothing() {
    // A terminal sends the pasted text unchanged: "x", the end marker, "ddddd", then its own end.
    let keys = Self.keys(Self.pasted("x\u{1B}[201~ddddd"))

    #expect(keys == [.paste("x[201~ddddd")], "one paste: no d acts as a key")
  }

  @Test func anEndMarkerInsideAPasteSplitAcrossReadsEndsNothing() {
    var decoder = Self.decoder()
    let bytes = Self.pasted("x\u{1B}[201~dd\u{1B}[201~dd")

    var keys: [Key] = []
    for byte in bytes { keys += decoder.decode([byte], at: Self.start) }
    keys += decoder.expire(at: Self.start + Self.timeout)

    #expect(keys == [.paste("x[201~dd[201~dd")])
  }

  @Test func keysAfterAPasteActOnceThePauseAfterItPasses() {
    var decoder = Self.decoder()
    let held = decoder.decode(Self.pasted("a") + Self.bytes("dd"), at: Self.start)

    let early = decoder.expire(at: Self.start + Self.timeout / 2)
    let late = decoder.expire(at: Self.start + Self.timeout)

    #expect(held.isEmpty && early.isEmpty, "held: the paste's own end may follow")
    #expect(late == [.paste("a"), .character("d"), .character("d")])
    #expect(decoder.deadline == nil)
  }

  @Test func aKeyAfterThePauseIsAKeyEvenBeforeTheDeadlineIsSeen() {
    var decoder = Self.decoder()
    _ = decoder.decode(Self.pasted("a"), at: Self.start)

    let keys = decoder.decode(Self.bytes("d\u{1B}[201~"), at: Self.start + Self.timeout)

    #expect(keys == [.paste("a"), .character("d")], "a stray end later is no key")
  }

  @Test func aSecondPasteRightAfterTheFirstIsASecondPaste() {
    let keys = Self.keys(Self.pasted("a") + Self.bytes("q") + Self.pasted("b"))

    #expect(keys == [.paste("a"), .character("q"), .paste("b")])
  }

  @Test func endlessBytesAfterAnEndMarkerAreHeldAsThePastesAtItsLongest() {
    let flood = String(repeating: "d", count: 2 * BracketedPaste.longest)

    var decoder = Self.decoder()

    let held = decoder.decode(Self.pasted("x") + Self.bytes(flood), at: Self.start)
    let keys = decoder.expire(at: Self.start + decoder.pasteTimeout)

    #expect(held.isEmpty)
    #expect(keys.count == 1, "a flood with no pause is the paste's, not keys")
    guard case .paste(let text) = keys.first else { return }
    // The paste's bytes stop at the longest kept; the end marker's Escape is no text.
    #expect(text.hasPrefix("x[201~dd") && text.count == BracketedPaste.longest - 1)
  }

  @Test func textThatLooksLikeTheEndMarkerButIsNotStaysInThePaste() {
    #expect(Self.keys(Self.pasted("a\u{1B}[20x\u{1B}[201b")) == [.paste("a[20x[201b")])
  }

  @Test func aPasteWhoseEndNeverComesEndsAfterThePasteTimeout() {
    var decoder = Self.decoder()
    let begun = decoder.decode(Self.bytes("\u{1B}[200~abc"), at: Self.start)

    let early = decoder.expire(at: Self.start + Self.timeout)
    let late = decoder.expire(at: Self.start + decoder.pasteTimeout)
    let after = decoder.decode(Self.bytes("q"), at: Self.start + decoder.pasteTimeout)

    #expect(begun.isEmpty && early.isEmpty)
    #expect(late == [.paste("abc")])
    #expect(after == [.character("q")])
  }

  @Test func aHugePasteIsHeldAtItsLongest() {
    let huge = String(repeating: "x", count: 1_000_000)

    let keys = Self.keys(Self.pasted(huge))

    #expect(keys.count == 1, "one paste, not a key per byte")
    guard case .paste(let text) = keys.first else { return }
    #expect(text == String(repeating: "x", count: BracketedPaste.longest))
  }

  @Test func anEmptyPasteAndAStrayEndAreNoKeys() {
    #expect(Self.keys(Self.pasted("")).isEmpty)
    #expect(Self.keys(Self.bytes("\u{1B}[201~q")) == [.character("q")])
  }
}
