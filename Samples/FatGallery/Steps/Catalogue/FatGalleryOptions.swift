import Flags
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

  /// Parses the command line without the program's name; `--flag value` and `--flag=value` both
  /// work, and a flag given twice is refused, as in every other sample.
  public init(arguments: some Sequence<String>) throws(OptionsError) {
    var arguments = OptionArguments(arguments)
    while let (flag, inline) = arguments.next() {
      switch flag {
      case "--step":
        let last = FatGalleryStep.allCases.count - 1
        let number = try OptionArguments.number(
          flag, try arguments.value(of: flag, inline), 0...last)
        step = FatGalleryStep(rawValue: number)!
      case "--list-steps": listsSteps = true
      case "--base-url": baseURL = try OptionArguments.url(try arguments.value(of: flag, inline))
      case "--width":
        width = try OptionArguments.number(flag, try arguments.value(of: flag, inline), 20...1000)
      case "--height":
        height = try OptionArguments.number(flag, try arguments.value(of: flag, inline), 5...1000)
      case "--help": showsHelp = true
      default: throw .unknownFlag(flag)
      }
    }
  }
}
