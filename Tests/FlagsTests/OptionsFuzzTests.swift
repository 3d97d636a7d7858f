import Flags
import Models
import Testing

/// Every sample's flag parser fed seeded random command lines: it never traps, refuses with one
/// short line, and whatever it accepts has every number inside the range its flag promises.
@Suite("Flag parsing, fuzzed")
struct OptionsFuzzTests {
  static let flags = [
    "--width", "--height", "--no-color", "--help", "-h", "--base-url", "--faults", "--store",
    "--seed", "--file", "--asset", "--list-assets", "--library", "--export-rate", "--colour", "--",
  ]
  static let values = [
    "80", "20", "1000", "5", "0", "-1", "1e300", "nan", "inf", "99999999999999999999",
    "18446744073709551615", "memory", "file", "x.json", "http://a.example", "ftp://x", "",
    "/photos=delay:1e300", "*=status:503", "٨٠", "\u{1B}[2J", " 80",
  ]

  /// A random command line: flags and values, some joined with `=`.
  static func arguments(using random: inout SeededGenerator) -> [String] {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in
      let flag = flags.randomElement(using: &random)!
      let value = values.randomElement(using: &random)!
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return flag
      case 1: return value
      default: return "\(flag)=\(value)"
      }
    }
  }

  @Test func randomCommandLinesAreParsedOrRefusedClearly() {
    var random = SeededGenerator(seed: 64)
    var accepted = 0
    for _ in 0..<2_000 {
      let arguments = Self.arguments(using: &random)
      let gallery = Self.parse(GalleryOptions.self, arguments)
      let wordList = Self.parse(WordListOptions.self, arguments)
      let videoPost = Self.parse(VideoPostOptions.self, ["--list-assets"] + arguments)

      if case .success(let options) = gallery {
        accepted += 1
        #expect(Self.fitsTheTerminalRanges(options.width, options.height), "\(arguments)")
      }
      if case .success(let options) = wordList {
        #expect(Self.fitsTheTerminalRanges(options.width, options.height), "\(arguments)")
      }
      if case .success(let options) = videoPost {
        #expect(Self.fitsTheTerminalRanges(options.width, options.height), "\(arguments)")
        #expect(
          options.exportRate.map { VideoPostOptions.exportRates.contains(Int($0)) } ?? true,
          "\(arguments)")
      }
    }
    // Both sides of the parsers were exercised, not only their refusals.
    #expect(accepted > 100)
  }

  /// Parses `arguments` twice: the same answer both times, and a refusal that is one line.
  static func parse<Options: SampleOptions & Equatable>(
    _ type: Options.Type, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Result<Options, OptionsError> {
    let first = Result { () throws(OptionsError) in try Options(arguments: arguments) }
    let second = Result { () throws(OptionsError) in try Options(arguments: arguments) }
    #expect(first == second, "\(arguments)", sourceLocation: sourceLocation)
    if case .failure(let error) = first {
      let message = error.description
      #expect(
        !message.isEmpty && !message.contains("\n") && message.count < 300, "\(arguments)",
        sourceLocation: sourceLocation)
    }
    return first
  }

  static func fitsTheTerminalRanges(_ width: Int?, _ height: Int?) -> Bool {
    (width.map(GalleryOptions.widths.contains) ?? true)
      && (height.map(GalleryOptions.heights.contains) ?? true)
  }
}
