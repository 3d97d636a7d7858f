import Coordinators
import Foundation
import Models

/// FatGallery's flags: which step to run, where the photos come from, and the screen size.
public struct FatGalleryOptions: SampleOptions, Sendable, Equatable {
  /// The step to run; step 0, the fat screen, unless `--step` says otherwise.
  public var step = FatGalleryStep.fat
  /// True when `--list-steps` asked for the list of steps instead of a screen.
  public var listsSteps = false
  /// A live server to use instead of the embedded backend.
  public var baseURL: URL?
  /// Columns to draw in, overriding the terminal's.
  public var width: Int?
  /// Lines to draw in, overriding the terminal's.
  public var height: Int?
  /// True when `--help` asked for the usage.
  public var showsHelp = false

  /// The usage `--help` prints.
  public static let usage = """
    FatGallery: one photo screen put on a diet, step by step, behaving the same at every step.

    Usage: FatGallery [--step N] [--base-url URL] [--width N] [--height N]
           FatGallery --list-steps

      --step N        run step N (0-\(FatGalleryStep.allCases.count - 1)); 0, the fat screen, by default
      --list-steps    print one line per step: its number and what it moved
      --base-url URL  use a live server with the jsonplaceholder shape, not the embedded backend
      --width N       draw N columns wide (20-1000)
      --height N      draw N lines high (5-1000)
      --help          print this text

    Commands: next, prev, open N, back, refresh, quit.
    """

  /// Parses the command line without the program's name.
  public init(arguments: some Sequence<String>) throws(OptionsError) {
    var remaining = Array(arguments)[...]
    while let argument = remaining.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let flag = parts[0]
      func value() throws(OptionsError) -> String {
        if parts.count == 2 { return parts[1] }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw .missingValue(flag)
        }
        return next
      }
      switch flag {
      case "--step":
        let last = FatGalleryStep.allCases.count - 1
        step = FatGalleryStep(rawValue: try Self.number(flag, try value(), 0...last))!
      case "--list-steps": listsSteps = true
      case "--base-url": baseURL = try Self.url(try value())
      case "--width": width = try Self.number(flag, try value(), 20...1000)
      case "--height": height = try Self.number(flag, try value(), 5...1000)
      case "--help": showsHelp = true
      default: throw .unknownFlag(argument)
      }
    }
  }

  private static func number(
    _ flag: String, _ text: String, _ range: ClosedRange<Int>
  ) throws(OptionsError) -> Int {
    do throws(InputNumber.Refusal) {
      return try InputNumber.whole(text, in: range)
    } catch {
      throw .badNumber(flag: flag, given: error.given, range: range)
    }
  }

  private static func url(_ text: String) throws(OptionsError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), url.host()?.isEmpty == false
    else { throw .badURL(text) }
    return url
  }
}
