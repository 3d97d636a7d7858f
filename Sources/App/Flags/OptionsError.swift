import Essentials
import Models

/// Why a sample's flags could not be used; the description is one line for a person.
public enum OptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A flag the sample does not know.
  case unknownFlag(String)
  /// A flag that needs a value, given none.
  case missingValue(String)
  /// A number out of range or not a number.
  case badNumber(flag: String, given: String, range: ClosedRange<Int>)
  /// A base URL that is not an absolute http or https URL.
  case badURL(String)
  /// A base URL naming a port outside 1–65535.
  case badPort(String, port: Int)
  /// Flags that make sense alone but not together, or a choice left unmade; says which.
  case badCombination(String)
  /// A flag given a value it does not take; `expected` says what it takes.
  case badValue(flag: String, given: String, expected: String)
  /// A flag that takes one value, given more than once: which one was meant is a guess.
  case repeatedFlag(String)

  /// One line saying what was wrong and what is valid.
  public var description: String {
    switch self {
    case .unknownFlag(let flag): "Unknown option '\(flag)'."
    case .missingValue(let flag): "\(flag) needs a value, e.g. \(Self.example(for: flag))."
    case .badNumber(let flag, let given, let range):
      "\(flag) takes \(InputNumber.wholeRange(range)), not '\(given)'."
    case .badURL(let given):
      "--base-url needs an absolute http or https URL such as https://example.com, not '\(given)'."
    case .badPort(let given, let port):
      "--base-url needs a port from 1 to 65535, not \(port) (in '\(given)')."
    case .badCombination(let explanation): explanation
    case .badValue(let flag, let given, let expected): "\(flag) takes \(expected), not '\(given)'."
    case .repeatedFlag(let flag): "\(flag) is given more than once; give it once."
    }
  }

  /// A complete, valid use of `flag`, in the form it really takes.
  private static func example(for flag: String) -> String {
    switch flag {
    case "--base-url": "--base-url=http://localhost:3000"
    case "--file": "--file=movie.mp4"
    case "--asset": "--asset=harbour-at-dusk.mp4"
    case "--library": "--library=~/Movies"
    case "--export-rate": "--export-rate=500000"
    case "--faults": "--faults '/photos=status:503'"
    case "--max-response": "--max-response=67108864"
    case "--store": "--store memory or --store file data.json"
    case "--store file": "--store file data.json"
    case "--store sqlite": "--store sqlite data.db"
    default: "\(flag)=100"
    }
  }
}
