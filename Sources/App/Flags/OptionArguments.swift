import Essentials
import Foundation
import Models

/// Command-line arguments read flag by flag, the same for every sample: `--flag value` and
/// `--flag=value` both work; a value that looks like a flag is refused as missing, and a flag
/// given a value twice is refused rather than guessed at.
///
/// ```swift
/// var arguments = OptionArguments(["--width=100", "--no-color"])
/// while let (flag, inline) = arguments.next() {
///   switch flag {
///   case "--width": width = try OptionArguments.number(flag, try arguments.value(of: flag, inline), 20...1000)
///   ...
/// ```
public struct OptionArguments {
  private var remaining: ArraySlice<String>
  /// The flags whose value has been read, to refuse a second one.
  private var valued: Set<String> = []

  /// Arguments to read, without the program name.
  public init(_ arguments: some Sequence<String>) { remaining = Array(arguments)[...] }

  /// The next flag, split from a value given with `=`; nil at the end.
  public mutating func next() -> (flag: String, inline: String?)? {
    guard let argument = remaining.popFirst() else { return nil }
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The value of `flag`: the one given with `=`, else the next argument.
  public mutating func value(of flag: String, _ inline: String?) throws(OptionsError) -> String {
    guard valued.insert(flag).inserted else { throw .repeatedFlag(flag) }
    if let inline { return inline }
    guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw .missingValue(flag) }
    return next
  }

  /// `text` as a whole number in `range`, read by `InputNumber`.
  public static func number(
    _ flag: String, _ text: String, _ range: ClosedRange<Int>
  ) throws(OptionsError) -> Int {
    do throws(InputNumber.Refusal) {
      return try InputNumber.whole(text, in: range)
    } catch {
      throw .badNumber(flag: flag, given: error.given, range: range)
    }
  }

  /// `text` as an absolute http or https URL with a host, and a port from 1 to 65535 if it
  /// names one (a URL parses with port 99999; the request would only fail later, obscurely).
  public static func url(_ text: String) throws(OptionsError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), url.host?.isEmpty == false
    else { throw .badURL(text) }
    if let port = url.port, !ports.contains(port) { throw .badPort(text, port: port) }
    return url
  }

  /// The ports a `--base-url` may name.
  public static let ports = 1...65_535

  /// The bytes `--max-response` takes: from 1 KiB to 1 GiB.
  public static let responseSizes = 1024...(1 << 30)
  /// The response limit when `--max-response` is not given: 64 MiB.
  public static let defaultResponseSize = 64 << 20

  /// `--max-response`'s value: the largest response body a sample accepts, in bytes.
  public mutating func responseSize(_ flag: String, _ inline: String?) throws(OptionsError) -> Int {
    try Self.number(flag, try value(of: flag, inline), Self.responseSizes)
  }
}
