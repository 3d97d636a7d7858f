import Foundation

/// The flags a sample that talks to a server shares (`--base-url`, `--faults`,
/// `--max-response`), parsed the same way and checked together the same way.
public protocol ServerFlags {
  /// A server with the jsonplaceholder shape; nil runs against the embedded backend.
  var baseURL: URL? { get set }
  /// The `--faults` plan for the embedded backend, as typed, for the sample (which knows it).
  var faults: String? { get set }
  /// The largest response body accepted, in bytes (`--max-response`).
  var maximumResponseSize: Int { get set }
}

extension ServerFlags {
  /// Takes `flag` if it is one of the server flags, reading its value from `arguments`; false
  /// when it is some other flag.
  mutating func parseServerFlag(
    _ flag: String, _ inline: String?, from arguments: inout OptionArguments
  ) throws(OptionsError) -> Bool {
    switch flag {
    case "--base-url": baseURL = try OptionArguments.url(try arguments.value(of: flag, inline))
    case "--faults": faults = try arguments.value(of: flag, inline)
    case "--max-response": maximumResponseSize = try arguments.responseSize(flag, inline)
    default: return false
    }
    return true
  }

  /// Refuses server flags that make sense alone but not together.
  func checkServerFlags() throws(OptionsError) {
    if faults != nil, baseURL != nil {
      throw .badCombination(
        "--faults stages failures in the embedded backend, so it cannot be used with --base-url.")
    }
  }
}
