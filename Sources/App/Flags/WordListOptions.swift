import Essentials
import Models

/// The WordList sample's command-line flags, parsed and checked before anything starts.
public struct WordListOptions: SampleOptions, TerminalFlags, Hashable, Sendable {
  /// Where the words are kept.
  public var store = StoreChoice.memory
  /// Fixes what `churn` does, so a script gives the same transcript every time.
  public var seed: UInt64 = 1
  /// Columns to draw in, overriding `COLUMNS` and the terminal.
  public var width: Int?
  /// Lines to draw in, overriding `LINES` and the terminal.
  public var height: Int?
  /// False when `--no-color` turns styling off even on a terminal.
  public var allowsColor = true
  /// Whether `--help` asked for the usage text instead of the app.
  public var showsHelp = false

  /// The usage text `--help` prints.
  public static let usage = """
    Usage: WordList [--store memory|file PATH|sqlite PATH] [--seed N] [--width N]
                    [--height N] [--no-color] [--help]

    A word list driven only by fetched results: every add, delete, rename and random churn
    goes to a store, and the list shows the change set it produced.

    Options:
      --store memory     Keep words in memory, starting from a few samples (the default).
      --store file PATH  Keep words in a JSON file, saved after every change; a later start
                         finds them there.
      --store sqlite PATH
                         The same in a SQLite database, saving only the words that changed.
      --seed N           Fix what 'churn' does (default 1).
    \(OptionUsage.terminal(column: 21))
      --help             Show this text.

    With input from a pipe, WordList reads one command a line and prints a plain frame after
    each; type 'help' for the commands.
    """

  /// Creates the defaults: memory store, seed 1, detected size, colour where supported.
  public init() {}

  /// Parses `arguments` (without the program name); `--flag value` and `--flag=value` both work.
  public init(arguments: some Sequence<String>) throws(OptionsError) {
    var arguments = OptionArguments(arguments)
    while let (flag, inline) = arguments.next() {
      if try parseTerminalFlag(flag, inline, from: &arguments) { continue }
      switch flag {
      case "--help", "-h": showsHelp = true
      case "--store": store = try arguments.storeChoice(flag, inline)
      case "--seed":
        let text = try arguments.value(of: flag, inline)
        do throws(InputNumber.Refusal) {
          seed = try InputNumber.whole(text, in: UInt64.min...UInt64.max)
        } catch {
          throw .badValue(flag: flag, given: error.given, expected: error.expected)
        }
      default: throw .unknownFlag(flag)
      }
    }
  }
}
