import Coordinators
import Models
import Testing
import ViewModels

/// Every WordList command's spellings and refusals, without a screen.
@Suite("WordList commands")
struct WordListCommandTests {
  @Test(arguments: [
    ("add Crème brûlée", WordListCommand.add("Crème brûlée")),
    ("  ADD  pear ", .add("pear")),
    ("delete 3", .delete(row: 3)),
    ("del 3", .delete(row: 3)),
    ("rename 2  Big Apple", .rename(row: 2, to: "Big Apple")),
    ("churn 100", .churn(100)),
    ("search Café", .search("Café")),
    ("search", .search("")),
    ("sort text", .sort(WordSort())),
    ("sort added desc", .sort(WordSort(field: .added, ascending: false))),
    ("group letter", .group(true)),
    ("group none", .group(false)),
    ("n", .next),
    ("prev", .previous),
    ("?", .help),
    ("exit", .quit),
  ])
  func commandsParse(line: String, expected: WordListCommand) throws {
    #expect(try WordListCommand(parsing: line) == expected)
  }

  @Test(arguments: [
    ("add", "Missing argument. Usage: add WORD."),
    ("delete two", "Cannot use 'two'. Usage: delete N (N a positive whole number)."),
    ("delete 0", "Cannot use '0'. Usage: delete N (N a positive whole number)."),
    ("rename 2", "Cannot use '2'. Usage: rename N WORD."),
    ("churn 1000000", "Cannot use '1000000'. Usage: churn N (N 1 to 100000)."),
    ("churn 0", "Cannot use '0'. Usage: churn N (N 1 to 100000)."),
    (
      "delete 99999999999999999999",
      "Cannot use '99999999999999999999'. Usage: delete N (N a positive whole number)."
    ),
    ("sort size", "Cannot use 'size'. Usage: sort text|added [asc|desc]."),
    ("group album", "Cannot use 'album'. Usage: group letter|none."),
    ("next 2", "Cannot use '2'. Usage: next."),
    (
      "fly",
      "Unknown command 'fly'. Commands: help, add, delete, rename, churn, search, sort, group, next, prev, quit."
    ),
  ])
  func mistakesSayWhatIsValid(line: String, message: String) {
    #expect(throws: (any Error).self) { try WordListCommand(parsing: line) }
    do {
      _ = try WordListCommand(parsing: line)
    } catch {
      #expect(error.description == message)
    }
  }
}

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
