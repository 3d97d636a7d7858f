import Flags
import Testing

/// Every flag that takes a number, given numbers no one should: each is refused with a message
/// naming the value and the range, never taken and never a trap.
@Suite("Numbers in flags")
struct OptionRangeTests {
  /// Values that are not numbers in any flag's range: huge, negative, written as no whole
  /// number is, or not numbers at all.
  static let hostileNumbers = [
    "1e300", "99999999999999999999", "-1", "-9223372036854775808", "nan", "inf", "-inf",
    "0x10", "1.5", " 80", "80 ", "", "٨٠", "18446744073709551616",
  ]

  /// Each sample's parser with a numeric flag and the range it promises.
  static let numericFlags: [(sample: String, flag: String, range: String)] = [
    ("Gallery", "--width", "a whole number from 20 to 1000"),
    ("Gallery", "--height", "a whole number from 5 to 1000"),
    ("WordList", "--width", "a whole number from 20 to 1000"),
    ("WordList", "--height", "a whole number from 5 to 1000"),
    ("WordList", "--seed", "a whole number from 0 to 18446744073709551615"),
    ("VideoPost", "--width", "a whole number from 20 to 1000"),
    ("VideoPost", "--export-rate", "a whole number from 1000 to 10000000000"),
    ("Gallery", "--max-response", "a whole number from 1024 to 1073741824"),
    ("VideoPost", "--max-response", "a whole number from 1024 to 1073741824"),
  ]

  static func parse(_ sample: String, _ arguments: [String]) throws(OptionsError) {
    switch sample {
    case "Gallery": _ = try GalleryOptions(arguments: arguments)
    case "WordList": _ = try WordListOptions(arguments: arguments)
    default: _ = try VideoPostOptions(arguments: ["--list-assets"] + arguments)
    }
  }

  @Test(arguments: numericFlags)
  func everyNumericFlagRefusesHostileNumbersNamingTheRange(
    sample: String, flag: String, range: String
  ) {
    for value in Self.hostileNumbers {
      let error = #expect(throws: OptionsError.self, "\(sample) \(flag) \(value)") {
        try Self.parse(sample, ["\(flag)=\(value)"])
      }
      let message = error?.description ?? ""
      #expect(message.contains("\(flag) takes \(range), not '\(value)'."), "\(message)")
    }
  }

  @Test func theEndsOfEachRangeAreTaken() throws {
    #expect(try WordListOptions(arguments: ["--seed", "18446744073709551615"]).seed == .max)
    #expect(try WordListOptions(arguments: ["--seed=0"]).seed == 0)
    #expect(try GalleryOptions(arguments: ["--width=1000", "--height=5"]).width == 1000)
    let videoPost = try VideoPostOptions(arguments: ["--list-assets", "--export-rate=1000"])
    #expect(videoPost.exportRate == 1000)
  }

  @Test func aMegabyteOfDigitsIsQuotedShortly() {
    let digits = String(repeating: "9", count: 1_000_000)

    let error = #expect(throws: OptionsError.self) {
      try GalleryOptions(arguments: ["--width", digits])
    }

    #expect((error?.description.count ?? .max) < 200)
    #expect(error?.description.contains("a whole number from 20 to 1000") == true)
  }
}

/// Flags given twice, and flags given no value: refused, saying what to type instead.
@Suite("Repeated and missing flag values")
struct OptionRepetitionTests {
  @Test(arguments: [
    ("Gallery", ["--width", "80", "--width=120"], "--width"),
    ("Gallery", ["--height=20", "--height=30"], "--height"),
    ("Gallery", ["--base-url=http://a.example", "--base-url=http://b.example"], "--base-url"),
    ("Gallery", ["--faults", "*=truncate", "--faults", "*=reset-body"], "--faults"),
    ("Gallery", ["--store", "memory", "--store", "file", "p.json"], "--store"),
    ("WordList", ["--seed", "1", "--seed", "2"], "--seed"),
    ("WordList", ["--store=memory", "--store=memory"], "--store"),
    ("VideoPost", ["--file", "a.mp4", "--file", "b.mp4"], "--file"),
    ("VideoPost", ["--library", "a", "--library", "b"], "--library"),
    ("VideoPost", ["--export-rate=1000", "--export-rate=2000"], "--export-rate"),
  ])
  func aValueFlagGivenTwiceIsRefused(sample: String, arguments: [String], flag: String) {
    #expect(throws: OptionsError.repeatedFlag(flag)) {
      try OptionRangeTests.parse(sample, arguments)
    }
    #expect(
      OptionsError.repeatedFlag(flag).description
        == "\(flag) is given more than once; give it once.")
  }

  @Test(arguments: [
    (
      "Gallery", ["--store"],
      "--store needs a value, e.g. --store memory or --store file data.json."
    ),
    ("Gallery", ["--store", "file"], "--store file needs a value, e.g. --store file data.json."),
    (
      "WordList", ["--store", "file", "--no-color"],
      "--store file needs a value, e.g. --store file data.json."
    ),
    ("Gallery", ["--faults"], "--faults needs a value, e.g. --faults '/photos=status:503'."),
    ("Gallery", ["--width"], "--width needs a value, e.g. --width=100."),
    ("WordList", ["--seed"], "--seed needs a value, e.g. --seed=100."),
  ])
  func aMissingValueIsShownInTheFormTheFlagTakes(
    sample: String, arguments: [String], message: String
  ) {
    let error = #expect(throws: OptionsError.self) {
      try OptionRangeTests.parse(sample, arguments)
    }
    #expect(error?.description == message)
  }

  @Test func theSuggestedFormsParse() throws {
    #expect(
      try GalleryOptions(arguments: ["--store", "file", "data.json"]).store == .file("data.json"))
    #expect(try GalleryOptions(arguments: ["--faults", "/photos=status:503"]).faults != nil)
  }
}
