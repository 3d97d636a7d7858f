import Foundation
import TerminalKit
import Views

/// A sample's command-line options, with a usage text for `--help`: every sample starts the same
/// way (bad flags exit with status 64 saying why, `--help` prints the usage), written once.
public protocol SampleOptions {
  /// Parses `arguments`, the command line without the program's name.
  init(arguments: some Sequence<String>) throws(OptionsError)
  /// The text `--help` prints.
  static var usage: String { get }
  /// Whether `--help` asked for the usage instead of the sample.
  var showsHelp: Bool { get }
}

extension SampleOptions {
  /// The options on this process's command line; exits instead of returning when they are bad
  /// (status 64, saying why) or ask for help (status 0, after the usage). A `COLUMNS` or
  /// `LINES` out of range is named on standard error, and the terminal's size used instead.
  public static func fromCommandLine(program: String) -> Self {
    let options: Self
    do {
      options = try Self(arguments: CommandLine.arguments.dropFirst())
    } catch {
      StandardError.writeLine("\(untrusted: error.description)")
      StandardError.writeLine("Run '\(untrusted: program) --help' for usage.")
      exit(64)
    }
    if options.showsHelp {
      print(usage)
      exit(0)
    }
    // A bad `COLUMNS` or `LINES` is not fatal: the terminal's size stands in, and the person
    // learns why the frames are not the size they asked for.
    for refusal in TerminalProbe.current().environmentSize.refusals {
      StandardError.writeLine("\(untrusted: refusal)")
    }
    return options
  }
}
