import Flags
import Testing

/// The WordList flags, `--store` above all.
@Suite("WordList options")
struct WordListOptionsTests {
  @Test func theDefaultIsAMemoryStoreAndSeedOne() throws {
    let options = try WordListOptions(arguments: [])

    #expect(options.store == .memory)
    #expect(options.seed == 1)
  }

  @Test(arguments: [
    ["--store", "file", "words.json"], ["--store=file", "words.json"],
  ])
  func aFileStoreTakesAPath(arguments: [String]) throws {
    #expect(try WordListOptions(arguments: arguments).store == .file("words.json"))
  }

  @Test func flagsCombine() throws {
    let options = try WordListOptions(arguments: [
      "--store", "memory", "--seed", "9", "--width", "70", "--no-color",
    ])

    #expect(options.store == .memory)
    #expect(options.seed == 9)
    #expect(options.width == 70)
    #expect(!options.allowsColor)
  }

  @Test(arguments: [
    (
      ["--store", "disk"],
      OptionsError.badValue(
        flag: "--store", given: "disk", expected: "memory, file PATH or sqlite PATH")
    ),
    (["--store", "file"], .missingValue("--store file")),
    (["--store"], .missingValue("--store")),
    (
      ["--seed", "-1"],
      .badValue(
        flag: "--seed", given: "-1", expected: "a whole number from 0 to 18446744073709551615")
    ),
    (["--colour"], .unknownFlag("--colour")),
  ])
  func badFlagsAreRefusedWithAReason(arguments: [String], expected: OptionsError) {
    #expect(throws: expected) { try WordListOptions(arguments: arguments) }
  }

  @Test func aBadStoreValueSaysWhatItTakes() {
    #expect(
      OptionsError.badValue(
        flag: "--store", given: "disk", expected: "memory, file PATH or sqlite PATH"
      )
      .description == "--store takes memory, file PATH or sqlite PATH, not 'disk'.")
  }
}
